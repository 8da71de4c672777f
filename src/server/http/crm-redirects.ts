// Two paths belong to the provider's CRM, not the portal: send the browser there with the same path
// and query.
import { Hono } from 'hono';
import type { ServerConfig } from '../env.ts';
import type { AppEnv } from './app-env.ts';

export const CRM_PATHS = ['/customers/auto', '/reviews/new'] as const;

export function crmRedirects(config: Pick<ServerConfig, 'crmOrigin'>) {
  const routes = new Hono<AppEnv>();
  const origin = config.crmOrigin.replace(/\/+$/, '');
  for (const path of CRM_PATHS)
    routes.get(path, (c) => {
      const { search } = new URL(c.req.url);
      return c.redirect(`${origin}${path}${search}`, 302);
    });
  return routes;
}
