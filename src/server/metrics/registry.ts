// The server's Prometheus metrics: one registry per process, and the instruments the code counts
// with. Labels are bounded sets (a route pattern, never a path; an outcome; a lane), and none
// carries anything about a customer. With several processes the primary of the cluster adds up
// every worker's registry (cluster/cluster-metrics.ts).
import { Counter, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

const HTTP_LABELS = ['method', 'route', 'status_class'] as const;

export const httpRequests = new Counter({
  name: 'gangway_http_requests_total',
  help: 'Requests answered, by method, matched route pattern and status class',
  labelNames: HTTP_LABELS,
  registers,
});

// Finer below 10 ms, where a signed-in API read is expected to answer.
export const httpDuration = new Histogram({
  name: 'gangway_http_request_duration_seconds',
  help: 'Time from a request reaching the app to its answer, by method, route pattern and status class',
  labelNames: HTTP_LABELS,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const workerRequests = new Counter({
  name: 'gangway_worker_requests_total',
  help: 'Requests answered by each server process, by cluster worker id (0 when it runs alone)',
  labelNames: ['worker'] as const,
  registers,
});

export const paymentAttempts = new Counter({
  name: 'gangway_payment_attempts_total',
  help: "Card payment attempts by the provider's outcome: succeeded, requires_action, declined, provider_unavailable",
  labelNames: ['outcome'] as const,
  registers,
});

export const serverRenders = new Counter({
  name: 'gangway_server_renders_total',
  help: 'Signed-in pages asked of the server renderer: rendered, or the shell instead (busy, no_page, failed, no_bundle)',
  labelNames: ['outcome'] as const,
  registers,
});

export const readCacheLookups = new Counter({
  name: 'gangway_read_cache_lookups_total',
  help: 'Reads asked of the in-process read cache (embedded PGlite only), by cache and result (hit, or miss: read from the database)',
  labelNames: ['cache', 'result'] as const,
  registers,
});
