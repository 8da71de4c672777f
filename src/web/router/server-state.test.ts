import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../features/session/api.ts';
import { adoptServerStateJson, serverStateJson } from './server-state.ts';

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028\u2029';

function serverCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    sessionKeys.me(),
    { customer: { id: 7, firstName: HOSTILE }, serverNow: '2026-11-25T12:00:00Z' },
    { updatedAt: 1_000 },
  );
  queryClient.setQueryData(['bookings', 'list', 'mine'], [{ id: 40003 }], { updatedAt: 2_000 });
  return queryClient;
}

describe('server state', () => {
  it('cannot end the script it is written into, whatever the data holds', () => {
    const json = serverStateJson(serverCache());
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('carries only successful answers', () => {
    const queryClient = serverCache();
    void queryClient.prefetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('no')) });
    expect(JSON.parse(serverStateJson(queryClient)).queries).toHaveLength(2);
  });

  it('puts the answers into the client cache as they were, with their times', async () => {
    const client = new QueryClient();
    const events: string[] = [];
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') events.push(String(event.query.queryKey[0]));
    });
    expect(await adoptServerStateJson(client, serverStateJson(serverCache()))).toBe(true);
    expect(client.getQueryData(sessionKeys.me())).toMatchObject({ customer: { id: 7, firstName: HOSTILE } });
    expect(client.getQueryState(['bookings', 'list', 'mine'])?.dataUpdatedAt).toBe(2_000);
    // As arriving answers: what watches for them (read-ahead, the persister) sees them.
    expect(events).toEqual(['session', 'bookings']);
  });

  it('can take each answer in a step of its own', async () => {
    const client = new QueryClient();
    const steps: string[] = [];
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') steps.push(String(event.query.queryKey[0]));
    });
    const between = async () => {
      steps.push('between');
    };
    expect(await adoptServerStateJson(client, serverStateJson(serverCache()), between)).toBe(true);
    expect(steps).toEqual(['between', 'session', 'between', 'bookings']);
  });

  it('takes nothing from a page without the customer or with broken state', async () => {
    const client = new QueryClient();
    expect(await adoptServerStateJson(client, '{"queries":[]}')).toBe(false);
    expect(await adoptServerStateJson(client, '{"queries":')).toBe(false);
    expect(await adoptServerStateJson(client, '[]')).toBe(false);
    expect(await adoptServerStateJson(client, '')).toBe(false);
  });
});
