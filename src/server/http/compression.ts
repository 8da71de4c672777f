// Response compression. API answers are small JSON bodies already in memory: below 1 KB gzip saves
// nothing worth a header, and above it one synchronous zlib call costs a fraction of piping the
// body through a CompressionStream (which was a large share of a booking read's time).
// - Route answers (respond.ts reply) are sized and compressed where they are made, from the JSON
//   text (jsonAnswer): reading a finished Response's body back costs more than the gzip itself.
// - Other JSON (error bodies, Hono's own answers) is read back and handled by compression().
// - Everything else (the built PWA's files, streamed bodies) goes through Hono's streaming compress.
// Level 1: a booking read comes out a little larger than at the default level 6 for clearly less
// CPU, and the CPU is what the API budget is short of.
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CurrentSession } from './app-env.ts';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Larger bodies would block the event loop for a noticeable time: they are streamed instead. */
const IN_MEMORY_LIMIT_BYTES = 256 * 1024;
const GZIP_OPTIONS = { level: 1 };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether the client takes gzip (q > 0, named or through '*'), as Hono's compress decides it. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named ? named.q : (accepts.find((accept) => accept.type === '*')?.q ?? 0);
  return q > 0;
}

function addVary(headers: Headers) {
  const current = headers.get('Vary');
  if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return;
  headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

// The same text always gzips to the same bytes, and a signed-in page asks for the same answer over
// and over (the booking page, polled and reloaded): the last gzip of each customer's answer to each
// request is kept and reused while the text is identical, compared in full. Keyed by the customer,
// so whether some text was answered before is never shared between customers (not even as timing).
const GZIP_MEMO_ENTRIES = 500;
const GZIP_MEMO_MAX_TEXT = 32 * 1024;
type Gzipped = ReturnType<typeof gzipSync>;
const gzipMemo = new Map<string, { text: string; gzipped: Gzipped }>();

function gzipOnce(c: Context, text: string): Gzipped {
  const customerId = (c.get('session') as CurrentSession | null | undefined)?.customerId;
  if (customerId === undefined || text.length > GZIP_MEMO_MAX_TEXT) return gzipSync(text, GZIP_OPTIONS);
  const key = `${customerId} ${c.req.method} ${c.req.url}`;
  const known = gzipMemo.get(key);
  gzipMemo.delete(key);
  const gzipped = known && known.text === text ? known.gzipped : gzipSync(text, GZIP_OPTIONS);
  gzipMemo.set(key, { text, gzipped });
  if (gzipMemo.size > GZIP_MEMO_ENTRIES) {
    const oldest = gzipMemo.keys().next().value;
    if (oldest !== undefined) gzipMemo.delete(oldest);
  }
  return gzipped;
}

/**
 * A JSON answer from its text: with an exact Content-Length, gzipped when it is 1 KB or more and
 * the client takes gzip (and then Vary: Accept-Encoding either way), as compression() would.
 */
export function jsonAnswer(c: Context, text: string, status: ContentfulStatusCode): Response {
  const length = Buffer.byteLength(text, 'utf8');
  const compressible = length >= COMPRESSION_THRESHOLD_BYTES && length <= IN_MEMORY_LIMIT_BYTES;
  const gzipped = compressible && acceptsGzip(c.req.header('Accept-Encoding')) ? gzipOnce(c, text) : null;
  const sent = gzipped ?? Buffer.from(text, 'utf8');
  const res = c.body(sent, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(sent.byteLength),
    ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (compressible) addVary(res.headers);
  return res;
}

export function compression(): MiddlewareHandler {
  const streaming = compress();
  return (c, outer) =>
    streaming(c, async () => {
      await outer();
      const res = c.res;
      const type = res.headers.get('Content-Type') ?? '';
      if (
        !/^application\/json\b/i.test(type) ||
        // Sized (and compressed when worth it) where it was made: jsonAnswer.
        res.headers.has('Content-Length') ||
        !res.body ||
        c.req.method === 'HEAD' ||
        res.status === 206 ||
        res.headers.has('Content-Encoding') ||
        res.headers.has('Transfer-Encoding') ||
        NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
      )
        return;
      const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
      if (declared > IN_MEMORY_LIMIT_BYTES) return;
      const body = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      // The new answer carries every header already; unset first, or Hono's setter would copy the
      // old ones (Content-Length among them) over it.
      c.res = undefined;
      // A known length also tells the streaming compress that follows to leave the body alone.
      if (body.byteLength >= COMPRESSION_THRESHOLD_BYTES && body.byteLength <= IN_MEMORY_LIMIT_BYTES) {
        addVary(headers);
        if (acceptsGzip(c.req.header('Accept-Encoding'))) {
          const gzipped = gzipSync(body, GZIP_OPTIONS);
          headers.set('Content-Encoding', 'gzip');
          headers.set('Content-Length', String(gzipped.byteLength));
          c.res = new Response(gzipped, { status: res.status, statusText: res.statusText, headers });
          return;
        }
      }
      headers.set('Content-Length', String(body.byteLength));
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    });
}
