// CORS only for the origins the operator listed (a PWA hosted on another origin), with cookies.
// The same-origin PWA needs none of this.
import { cors } from 'hono/cors';
import { CURRENT_DATE_HEADER } from '../../shared/contract/api.ts';
import type { ServerConfig } from '../env.ts';

export const apiCors = (config: Pick<ServerConfig, 'allowedOrigins'>) =>
  cors({
    origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', 'Accept'],
    exposeHeaders: [CURRENT_DATE_HEADER, 'Retry-After'],
    maxAge: 600,
  });
