// An open loop at an even rate: request i leaves at start + i / rate, whatever the answers before it
// did, over a pool of keep-alive connections. This is the one thing autocannon does not do: its
// fixed rate is a per-second quota on each connection (mcollina/autocannon#174, open), so each
// connection sends its share back to back at the top of every second and then waits, and its
// coordinated-omission correction assumes one request per millisecond per connection
// (`Math.ceil(1 / rate)` in lib/run.js, seconds read as milliseconds). A budget stated "at 1,000
// requests/s" means requests arriving 1 ms apart, as wrk2 sends them.
//
// Each latency runs from the moment the request was due, not from when it was written, so a
// server (or a generator) that falls behind shows its queue instead of hiding it. Requests take the
// connections in turn, one request at a time on each (as many travellers' browsers would), so a
// slow answer also holds up the next request on its connection.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The value below which `share` of the sorted `values` lie (nearest rank). */
export function percentile(sortedValues, share) {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.ceil(share * sortedValues.length);
  return sortedValues[Math.min(sortedValues.length - 1, Math.max(0, rank - 1))];
}

/**
 * Sends GET `path` at `rate` requests/s for `seconds` over `connections` keep-alive connections, and
 * waits for every answer.
 * @param {{ port: number, path: string, headers: Record<string, string>, rate: number,
 *   seconds: number, connections: number, timeoutMs: number }} options
 * @returns {Promise<{ sent: number, ok: number, errors: number, errorKinds: Record<string, number>,
 *   latenciesMs: number[], lateSendsMs: number }>} latencies of the 2xx answers, sorted;
 *   lateSendsMs: how late the generator itself was at worst in sending a request
 */
export async function pacedLoad({ port, path, headers, rate, seconds, connections, timeoutMs }) {
  const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latenciesMs = [];
  const errorKinds = {};
  const count = (kind) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let lateSendsMs = 0;

  const send = (dueAt, agent) =>
    new Promise((resolve) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, agent, headers, timeout: timeoutMs },
        (response) => {
          response.resume(); // the body is not read, only waited for
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) latenciesMs.push(performance.now() - dueAt);
            else count(`status ${status}`);
            resolve(undefined);
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        count(error.message === 'timeout' ? 'timeouts' : 'errors');
        resolve(undefined);
      });
      request.end();
    });

  const answers = [];
  const start = performance.now() + interval;
  let next = 0;
  await new Promise((done) => {
    const sendWhatIsDue = () => {
      const now = performance.now();
      // A timer that fires late sends everything that fell due meanwhile, each timed from its due time.
      while (next < total && start + next * interval <= now) {
        const dueAt = start + next * interval;
        lateSendsMs = Math.max(lateSendsMs, now - dueAt);
        answers.push(send(dueAt, agents[next % connections]));
        next += 1;
      }
      if (next < total) setTimeout(sendWhatIsDue, Math.max(0, start + next * interval - performance.now()));
      else done(undefined);
    };
    sendWhatIsDue();
  });
  await Promise.all(answers);
  for (const agent of agents) agent.destroy();
  latenciesMs.sort((a, b) => a - b);
  const errors = Object.values(errorKinds).reduce((sum, n) => sum + n, 0);
  return { sent: total, ok: latenciesMs.length, errors, errorKinds, latenciesMs, lateSendsMs };
}
