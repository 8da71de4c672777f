// Entity tags for answers that are polled (the message thread every 10 seconds): the tag is a hash
// of the exact JSON text, so it changes whenever anything shown changes, and a client that names the
// current tag in If-None-Match gets a bodiless 304 instead of the whole thread again.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export const entityTag = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names `tag` (a list, weak tags and '*' included, as RFC 9110 reads it). */
export function clientHasTag(c: Context, tag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
