import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown, SAME_STOP_MS } from './graceful-shutdown.ts';

/** A server whose close finishes when the test says, a job whose run ends when the test says. */
function scene(timeoutMs = 5_000) {
  const events: string[] = [];
  const clock = { ms: 0 };
  const server = new EventEmitter() as EventEmitter & { close: (callback: () => void) => void };
  let finishRequests = () => {};
  server.close = (callback) => {
    events.push('listener closed');
    finishRequests = () => {
      events.push('requests answered');
      callback();
    };
  };
  let endRun = () => {};
  const job = {
    stop: () => {
      events.push('job stopping');
      return new Promise<void>((resolve) => {
        endRun = () => {
          events.push('job run ended');
          resolve();
        };
      });
    },
  };
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const stop = gracefulShutdown({
    server,
    readiness: { drain: () => events.push('readiness 503') },
    jobs: [job],
    closeDatabase: async () => {
      events.push('database closed');
    },
    timeoutMs,
    log: { info: () => {}, error: () => {} },
    now: () => clock.ms,
    exit: (code) => {
      events.push(`exit ${code}`);
      exited(code);
    },
  });
  return { events, clock, server, stop, exit, finishRequests: () => finishRequests(), endRun: () => endRun() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('graceful shutdown', () => {
  it('turns readiness off and closes the listener at once, the database after the requests and the jobs, then exits 0', async () => {
    const s = scene();
    s.stop('SIGTERM');
    expect(s.events).toEqual(['readiness 503', 'listener closed', 'job stopping']);
    s.finishRequests();
    await settle();
    expect(s.events).not.toContain('database closed');
    s.endRun();
    expect(await s.exit).toBe(0);
    expect(s.events.slice(-2)).toEqual(['database closed', 'exit 0']);
  });

  it('closes the connections that never sent a byte, and leaves the others to finish', () => {
    const s = scene();
    const socket = (bytesRead: number) => {
      const fake = Object.assign(new EventEmitter(), { bytesRead, destroyed: false }) as EventEmitter & {
        bytesRead: number;
        destroyed: boolean;
        destroy: () => void;
      };
      fake.destroy = () => {
        fake.destroyed = true;
      };
      s.server.emit('connection', fake as unknown as Socket);
      return fake;
    };
    const silent = socket(0);
    const busy = socket(120);
    s.stop('SIGTERM');
    expect(silent.destroyed).toBe(true);
    expect(busy.destroyed).toBe(false);
  });

  it('exits 1 when the drain outlasts its time, without closing the database under a request', async () => {
    const s = scene(30);
    s.stop('SIGTERM');
    expect(await s.exit).toBe(1);
    expect(s.events).not.toContain('database closed');
  });

  it(`exits 1 at once on a second signal ${SAME_STOP_MS} ms or more after the first`, async () => {
    const s = scene();
    s.stop('SIGINT');
    s.clock.ms = SAME_STOP_MS;
    s.stop('SIGINT');
    expect(await s.exit).toBe(1);
    expect(s.events).not.toContain('database closed');
  });

  it("takes copies of one signal (the group's and a parent's) as one stop, and drains", async () => {
    const s = scene();
    s.stop('SIGTERM');
    s.clock.ms = SAME_STOP_MS - 1;
    s.stop('SIGTERM');
    s.stop('SIGTERM', 'primary');
    expect(s.events).not.toContain('exit 1');
    s.finishRequests();
    s.endRun();
    expect(await s.exit).toBe(0);
  });

  it("never counts the primary's request as a signal, before or after the operator's", async () => {
    const s = scene();
    s.stop('SIGTERM', 'primary');
    s.clock.ms = 10 * SAME_STOP_MS;
    s.stop('SIGTERM'); // the operator's first signal, arriving after the primary's request
    s.stop('SIGTERM', 'primary');
    expect(s.events).not.toContain('exit 1');
    s.clock.ms = 11 * SAME_STOP_MS;
    s.stop('SIGTERM'); // and their second
    expect(await s.exit).toBe(1);
  });
});
