// The contract appends '.json' to every API path. Routing strips it once, here, so route modules
// declare plain paths; an API path without '.json' routes nowhere and answers 404. The few file
// answers (FILE_SUFFIX) keep their suffix in their route and cannot be asked for as '.json'.
import { getPath } from 'hono/utils/url';
import { FILE_SUFFIX } from '../../shared/contract/api.ts';

const API_PREFIX = '/api/';
const UNROUTABLE = '/api/__missing_json_suffix__';

export function apiAwarePath(request: Request): string {
  const path = getPath(request);
  if (!path.startsWith(API_PREFIX)) return path;
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path; // '/read_notifications/.json' style
  if (trimmed.endsWith('.json')) {
    const resource = trimmed.slice(0, -'.json'.length).replace(/\/$/, '');
    return FILE_SUFFIX.test(resource) ? UNROUTABLE : resource;
  }
  // A file answer (calendar.ics) is routed with its suffix, and only with it.
  if (FILE_SUFFIX.test(path)) return path;
  return UNROUTABLE;
}
