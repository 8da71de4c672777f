// The practical limit of a booking read on this host: node:http and `pg` alone, running the SQL the
// server runs for that read on PostgreSQL (its one statement that reads the session and the
// booking together, as a named prepared statement, as the server prepares it) and answering the
// row as JSON, gzipped at the server's level when the client takes gzip. No framework, no cache,
// no logging, no presentation.
// The SQL text is taken from the server's own query builder at start (a stand-in client records
// what it sends), so it stays the server's SQL whatever the schema becomes.
//
//   DATABASE_URL=postgres://… PORT=… node --import tsx bench/minimal-read-server.mjs
import { createHash } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { readBookingWithSession } from '../src/server/bookings/booking-with-session.ts';

const SESSION_COOKIE = /(?:^|;\s*)gangway_session=([^;]+)/;
const BOOKING_PATH = /^\/api\/v2\/customer\/bookings\/(\d+)\.json$/;

/** The statement (text and values) the server's booking read with its session sends. */
async function serverStatement() {
  const sent = [];
  const recorder = {
    query: async (query, values) => {
      sent.push({ text: query.text, values: values ?? query.values });
      return { rows: [], fields: [] };
    },
  };
  const db = drizzle({ client: recorder });
  // Values the real call replaces by position: a token hash, a time and a booking id.
  await readBookingWithSession(db, { tokenHash: 'TOKEN', now: new Date(0), bookingId: 111111 });
  const [read] = sent;
  if (!read) throw new Error('the server sent no booking read');
  return {
    text: read.text,
    values: (tokenHash, now, bookingId) =>
      read.values.map((value) =>
        value === 'TOKEN' ? tokenHash : value instanceof Date ? now : value === 111111 ? bookingId : value,
      ),
  };
}

const statement = await serverStatement();
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const answer = (request, response, status, text) => {
  const gzip = text.length >= 1024 && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipSync(text, { level: 1 }) : Buffer.from(text);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': body.byteLength,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  response.end(body);
};

const server = http.createServer(async (request, response) => {
  try {
    const bookingId = BOOKING_PATH.exec(request.url ?? '')?.[1];
    const token = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (!bookingId || !token) return answer(request, response, 404, '{"error":"Not found"}');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const { rows } = await pool.query({
      name: 'minimal_booking_with_session',
      text: statement.text,
      values: statement.values(tokenHash, new Date(), Number(bookingId)),
    });
    const row = rows[0];
    if (!row) return answer(request, response, 401, '{"error":"Sign in"}');
    // The booking's tables are left-joined to the session: their ids are null when it is not theirs.
    if (row.id === null) return answer(request, response, 404, '{"error":"Not found"}');
    answer(request, response, 200, JSON.stringify(row));
  } catch (error) {
    answer(request, response, 500, JSON.stringify({ error: String(error) }));
  }
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('minimal read listening on'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
