// Where the Prometheus metrics are served: their own port, never the public one. Off unless
// METRICS_PORT is set; bound to loopback unless METRICS_HOST says otherwise, and then only with a
// METRICS_TOKEN that every scrape must send as a bearer token.
export type MetricsSettings = { port: number; host: string; token: string | undefined };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** `publicPort`: the server's own port (PORT), which the metrics never share. */
export function readMetricsSettings(env: NodeJS.ProcessEnv, publicPort: number): MetricsSettings | undefined {
  if (!env.METRICS_PORT) return undefined;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`METRICS_PORT must be a port number (1-65535), got ${env.METRICS_PORT}`);
  if (port === publicPort)
    throw new Error(`METRICS_PORT must differ from PORT (${port}): the metrics are never served on the public port`);
  const host = env.METRICS_HOST || '127.0.0.1';
  const token = env.METRICS_TOKEN || undefined;
  if (!LOOPBACK.test(host) && !token)
    throw new Error(
      `METRICS_HOST=${host} serves the metrics beyond this machine: set METRICS_TOKEN too ` +
        '(the scraper then sends Authorization: Bearer <token>), or leave METRICS_HOST unset for 127.0.0.1',
    );
  return { port, host, token };
}
