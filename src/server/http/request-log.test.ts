import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { closeWhenDraining } from '../health/close-when-draining.ts';
import type { AppEnv } from './app-env.ts';
import { REQUEST_ID_HEADER, requestLog } from './request-log.ts';

const silent = pino({ level: 'silent' });

/** An app whose one route answers bytes, behind the two middlewares that add headers afterwards. */
function appAnswering(made: Response[], draining: boolean) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(silent), closeWhenDraining({ draining }));
  app.get('/x', (c) => {
    const answer = c.body(new TextEncoder().encode('{"a":1}'), 200, { 'Content-Type': 'application/json' });
    made.push(answer);
    return answer;
  });
  return app;
}

describe('headers added after the route answered', () => {
  it('go onto the answer the route made, which leaves as it was made (bytes, not rebuilt as a stream)', async () => {
    for (const draining of [false, true]) {
      const made: Response[] = [];
      const answer = await appAnswering(made, draining).request('/x', { headers: { [REQUEST_ID_HEADER]: 'lb-1' } });
      expect(answer).toBe(made[0]);
      expect(answer.headers.get(REQUEST_ID_HEADER)).toBe('lb-1');
      expect(answer.headers.get('Connection')).toBe(draining ? 'close' : null);
      expect(await answer.json()).toEqual({ a: 1 });
    }
  });
});
