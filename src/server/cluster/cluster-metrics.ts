// The metrics of every server process as one: the primary asks each worker that is listening for
// its registry over the cluster's IPC channel and adds them up (prom-client's aggregation: counters
// and histograms summed, each default metric as prom-client defines it). A worker still starting
// is not asked, so a replacement never makes a scrape wait; one that does not answer in time fails
// the scrape (503) rather than report partial sums.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsText } from '../metrics/metrics-server.ts';

const REQUEST = 'gangway:metrics-request';
const ANSWER = 'gangway:metrics-answer';
const ANSWER_TIMEOUT_MS = 3_000;

type WorkerMetrics = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
type Answer = { type: typeof ANSWER; id: number; metrics: WorkerMetrics };

const isMessage = (message: unknown, type: string): message is { type: string; id: number } =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In a worker: answer the primary's requests with this process's registry. */
export function answerMetricsRequests(registry: Registry) {
  process.on('message', (message) => {
    if (!isMessage(message, REQUEST)) return;
    void registry.getMetricsAsJSON().then((metrics) => process.send?.({ type: ANSWER, id: message.id, metrics }));
  });
}

/** In the primary: the sum of the given workers' registries, as the metrics port serves it. */
export function clusterMetrics(workers: () => Iterable<Worker>): () => Promise<MetricsText> {
  let nextId = 0;
  const waiting = new Map<number, (metrics: WorkerMetrics) => void>();
  cluster.on('message', (_worker, message: unknown) => {
    if (isMessage(message, ANSWER)) waiting.get(message.id)?.((message as Answer).metrics);
  });

  const ask = (worker: Worker) =>
    new Promise<WorkerMetrics>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`worker ${worker.id} did not answer within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(metrics);
      });
      worker.send({ type: REQUEST, id });
    });

  return async () => {
    const answers = await Promise.all([...workers()].map(ask));
    const sum = AggregatorRegistry.aggregate(answers);
    return { contentType: sum.contentType, body: await sum.metrics() };
  };
}
