import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { errorHandler, notFoundHandler } from './errors.ts';
import { ApiError } from './respond.ts';

function appThrowing(error: unknown, logged: unknown[][] = []) {
  const app = new Hono();
  app.onError(errorHandler((...args) => logged.push(args)));
  app.notFound(notFoundHandler);
  app.get('/api/boom', () => {
    throw error;
  });
  return app;
}

describe('errorHandler', () => {
  it('answers an ApiError with its status, body and headers', async () => {
    const res = await appThrowing(new ApiError(429, { error: 'Slow down' }, { 'Retry-After': '5' })).request(
      '/api/boom',
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ error: 'Slow down' });
  });

  it('keeps the status of other HTTP exceptions with an {error} body', async () => {
    const res = await appThrowing(new HTTPException(418, { message: 'teapot' })).request('/api/boom');
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ error: 'teapot' });
  });

  it('logs anything else and answers 500 without details', async () => {
    const logged: unknown[][] = [];
    const res = await appThrowing(new Error('database exploded: password=secret'), logged).request('/api/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong' });
    expect(logged).toHaveLength(1);
  });
});

describe('notFoundHandler', () => {
  it('answers JSON under /api and text elsewhere', async () => {
    const app = appThrowing(new Error('unused'));
    const api = await app.request('/api/v2/nope.json');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
    const page = await app.request('/favicon.ico');
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toMatch(/text\/plain/);
  });
});
