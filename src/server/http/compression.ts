// Response compression. API answers are small JSON bodies already in memory: below 1 KB gzip saves
// nothing worth a header, and above it one synchronous zlib call costs a fraction of piping the
// body through a CompressionStream (which was a large share of a booking read's time). Everything
// else (the built PWA's files, streamed bodies) still goes through Hono's streaming compress.
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Larger bodies would block the event loop for a noticeable time: they are streamed instead. */
const IN_MEMORY_LIMIT_BYTES = 256 * 1024;
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

export function compression(): MiddlewareHandler {
  const streaming = compress();
  return (c, outer) =>
    streaming(c, async () => {
      await outer();
      const res = c.res;
      const type = res.headers.get('Content-Type') ?? '';
      if (
        !/^application\/json\b/i.test(type) ||
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
          const gzipped = gzipSync(body);
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
