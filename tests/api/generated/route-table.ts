// The server's own route table, read from the Hono app: every method and path it answers under the
// API base, middleware left out. The generated suites compare it with the contract's ENDPOINTS.
import { API_BASE } from '../../../src/shared/contract/api.ts';
import type { createApp } from '../../../src/server/app.ts';

export function apiRoutes(app: ReturnType<typeof createApp>): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith(`${API_BASE}/`)) continue;
    keys.add(`${route.method} ${route.path.slice(API_BASE.length)}`);
  }
  return [...keys].sort();
}
