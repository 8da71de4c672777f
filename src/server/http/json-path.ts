// The contract appends '.json' to every API path. Routing strips it once, here, so route modules
// declare plain paths; an API path without '.json' routes nowhere and answers 404.
import { getPath } from 'hono/utils/url';

const API_PREFIX = '/api/';
const UNROUTABLE = '/api/__missing_json_suffix__';

export function apiAwarePath(request: Request): string {
  const path = getPath(request);
  if (!path.startsWith(API_PREFIX)) return path;
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path; // '/read_notifications/.json' style
  if (trimmed.endsWith('.json')) return trimmed.slice(0, -'.json'.length).replace(/\/$/, '');
  return UNROUTABLE;
}
