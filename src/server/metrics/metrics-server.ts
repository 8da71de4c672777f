// GET /metrics on the metrics port (metrics-settings.ts), in the Prometheus text format. The
// only thing this listener answers: every other path is 404, and with a token set, a scrape
// without it is 401.
import { logger } from '../log/logger.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { MetricsSettings } from './metrics-settings.ts';

export type MetricsText = { contentType: string; body: string };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests: the time taken says nothing about the token's length or its prefix. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export function serveMetrics(
  settings: MetricsSettings,
  collect: () => Promise<MetricsText>,
  log: (line: string) => void = (line) => logger.info(line),
): Server {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://metrics.invalid');
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (settings.token && !bearerMatches(request.headers.authorization, settings.token)) {
      response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
      return;
    }
    collect().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body);
      },
      (error: unknown) => {
        log(`[metrics] collecting failed: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(503).end();
      },
    );
  });
  server.listen(settings.port, settings.host, () => {
    log(`[metrics] Prometheus metrics on http://${settings.host}:${settings.port}/metrics`);
  });
  // Never what keeps a stopping process alive.
  server.unref();
  return server;
}
