import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad, percentile } from './paced-load.mjs';

describe('percentile', () => {
  it('takes the nearest rank of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('pacedLoad', () => {
  /** @type {http.Server} */
  let server;
  let port = 0;
  let answered = 0;
  const seen = new Set();
  const BLOCK_MS = 150;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.add(request.socket.remotePort);
      answered += 1;
      // The 5th request stalls the whole server, as a long task would: the requests due meanwhile
      // wait in the socket, and must be timed from when they were due, not from when they were read.
      if (answered === 5) {
        const until = performance.now() + BLOCK_MS;
        while (performance.now() < until) {}
      }
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'Content-Type': 'text/plain' });
      response.end('ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

  /** @param {{ path: string, rate: number, seconds: number, connections: number }} run */
  const load = (run) => pacedLoad({ port, headers: {}, timeoutMs: 5000, ...run });

  it('sends every request and times the queue behind a stall from when each was due', async () => {
    const result = await load({ path: '/', rate: 100, seconds: 1, connections: 4 });
    expect(result.sent).toBe(100);
    expect(result.ok).toBe(100);
    expect(result.errors).toBe(0);
    // Due 10 ms apart, the requests after the stall were due during it: about BLOCK_MS / 10 of them
    // see most of it. From their send, a closed-loop tool would record only the first one as slow.
    const slow = result.latenciesMs.filter((ms) => ms >= BLOCK_MS / 3);
    expect(slow.length).toBeGreaterThanOrEqual(5);
    expect(result.latenciesMs.at(-1)).toBeGreaterThanOrEqual(BLOCK_MS * 0.8);
    expect(result.latenciesMs).toEqual([...result.latenciesMs].sort((a, b) => a - b));
    // Requests take the connections in turn.
    expect(seen.size).toBe(4);
  });

  it('counts answers other than 2xx as errors, not latencies', async () => {
    const result = await load({ path: '/missing', rate: 50, seconds: 0.2, connections: 2 });
    expect(result.sent).toBe(10);
    expect(result.ok).toBe(0);
    expect(result.errorKinds).toEqual({ 'status 404': 10 });
  });
});
