// A serving process's metrics: Node's default process metrics beside the app's, and where they are
// read. Alone, the process serves them on the metrics port itself; as a cluster worker it answers
// the primary, which serves the sum of all workers (cluster/start-cluster.ts).
import cluster from 'node:cluster';
import { collectDefaultMetrics } from 'prom-client';
import { answerMetricsRequests } from '../cluster/cluster-metrics.ts';
import { serveMetrics } from './metrics-server.ts';
import type { MetricsSettings } from './metrics-settings.ts';
import { metricsRegistry } from './registry.ts';

export function startProcessMetrics(settings: MetricsSettings | undefined) {
  collectDefaultMetrics({ register: metricsRegistry });
  if (cluster.isWorker) answerMetricsRequests(metricsRegistry);
  else if (settings)
    serveMetrics(settings, async () => ({
      contentType: metricsRegistry.contentType,
      body: await metricsRegistry.metrics(),
    }));
}
