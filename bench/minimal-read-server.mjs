// The practical limit of a booking read on this host: node:http and `pg` alone, running the SQL the
// server runs for that read (its session lookup, then its booking read, both as named prepared
// statements, as the server prepares them) and answering the row as JSON, gzipped at the server's
// level when the client takes gzip. No framework, no cache, no logging, no presentation.
// The SQL text is taken from the server's own query builders at start (a stand-in client records
// what they send), so it stays the server's SQL whatever the schema becomes.
//
//   DATABASE_URL=postgres://… PORT=… node --import tsx bench/minimal-read-server.mjs
import { createHash } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { findSessionRow } from '../src/server/auth/sessions.ts';
import { loadVisibleBooking } from '../src/server/bookings/load-booking.ts';

const SESSION_COOKIE = /(?:^|;\s*)gangway_session=([^;]+)/;
const BOOKING_PATH = /^\/api\/v2\/customer\/bookings\/(\d+)\.json$/;

/** The statements (text and values) the server's session lookup and booking read send. */
async function serverStatements() {
  const sent = [];
  const recorder = {
    query: async (query, values) => {
      sent.push({ text: query.text, values: values ?? query.values });
      return { rows: [], fields: [] };
    },
  };
  const db = drizzle({ client: recorder });
  // Values the real calls replace by position: a token hash, a time, a booking id and a customer id.
  await findSessionRow(db, 'TOKEN', new Date(0));
  await loadVisibleBooking(db, 111111, 222222);
  const [session, booking] = sent;
  if (!session || !booking) throw new Error('the server sent no session lookup or booking read');
  return {
    session: {
      text: session.text,
      values: (tokenHash, now) =>
        session.values.map((value) => (value === 'TOKEN' ? tokenHash : value instanceof Date ? now : value)),
    },
    booking: {
      text: booking.text,
      values: (bookingId, customerId) =>
        booking.values.map((value) => (value === 111111 ? bookingId : value === 222222 ? customerId : value)),
    },
  };
}

const statements = await serverStatements();
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
    const sessions = await pool.query({
      name: 'minimal_session',
      text: statements.session.text,
      values: statements.session.values(tokenHash, new Date()),
    });
    const customerId = sessions.rows[0]?.customer_id;
    if (customerId === undefined) return answer(request, response, 401, '{"error":"Sign in"}');
    const bookings = await pool.query({
      name: 'minimal_booking',
      text: statements.booking.text,
      values: statements.booking.values(Number(bookingId), customerId),
    });
    const row = bookings.rows[0];
    if (!row) return answer(request, response, 404, '{"error":"Not found"}');
    answer(request, response, 200, JSON.stringify(row));
  } catch (error) {
    answer(request, response, 500, JSON.stringify({ error: String(error) }));
  }
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('minimal read listening on'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
