// Read-after-write trials across two server processes on one PostgreSQL: a reader process answers a
// read (so it holds whatever it keeps), a writer process answers a write, and the reader is asked
// again at once. Each end is one keep-alive connection, so a trial costs three requests and no
// connection set-up, and the second read leaves as soon as the write has answered: the narrowest
// window a client can make. The ends swap roles every trial.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { signCrmRequest } from '../../src/server/integrations/crm-signature.ts';
import { apiPath } from '../../src/shared/contract/api.ts';

/** One keep-alive connection to a port, and how many requests it has carried. */
export type End = { port: number; agent: http.Agent; sent: number };
export type Answer = { status: number; body: unknown };
export type Call = {
  method: string;
  resource: string;
  cookie?: string;
  body?: unknown;
  /** Server to server: no browser headers, this signature instead. */
  crmSignature?: string;
};

/** Every request on it reaches the same server process (while the server keeps the connection). */
export const keepAliveEnd = (port: number): End => ({
  port,
  agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  sent: 0,
});

/**
 * An API request as the PWA sends it (JSON, same-origin), or as the CRM does. A kept connection the
 * server closed for idleness just as the request went out fails before the server read anything:
 * that request is sent again, once, on a new connection.
 */
export async function send(end: End, call: Call): Promise<Answer> {
  try {
    return await sendOnce(end, call);
  } catch (error) {
    if ((error as { reusedSocket?: boolean }).reusedSocket !== true) throw error;
    end.sent -= 1; // the server never saw it
    return sendOnce(end, call);
  }
}

function sendOnce(end: End, call: Call): Promise<Answer> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  end.sent += 1;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: end.port,
        agent: end.agent,
        method: call.method,
        path: apiPath(call.resource),
        headers: {
          Accept: 'application/json',
          ...(call.crmSignature ? { 'X-Gangway-Signature': call.crmSignature } : { 'Sec-Fetch-Site': 'same-origin' }),
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(call.cookie ? { Cookie: call.cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {}
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const closedWhileIdle =
        request.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
      reject(Object.assign(error, { reusedSocket: closedWhileIdle }));
    });
    request.end(payload);
  });
}

/** The operator's CRM: a signed, server-to-server POST (the body is sent as signed: same key order). */
export function crmCall(secret: string, resource: string, body: Record<string, unknown>): Call {
  const signed = { event_id: `evt-${randomUUID()}`, ...body };
  const raw = JSON.stringify(signed);
  const crmSignature = signCrmRequest({ method: 'POST', path: apiPath(resource), body: raw }, secret);
  return { method: 'POST', resource, body: signed, crmSignature };
}

/** One trial: `read` before and after `write`. */
export type Trial = { read: Call; write: Call };
export type Verdicts = { before: (answer: Answer) => boolean; after: (answer: Answer) => boolean };

export type TrialCounts = { trials: number; staleReads: number; unexpected: string[] };

/**
 * Runs the trials one after another. A read before the write must look as before it (or the trial
 * proves nothing); the write must succeed; the read after it is counted stale when it still looks
 * as before. Anything else is reported as unexpected.
 */
export async function runTrials(ends: readonly [End, End], trials: readonly Trial[], verdicts: Verdicts) {
  const counts: TrialCounts = { trials: 0, staleReads: 0, unexpected: [] };
  for (const [index, trial] of trials.entries()) {
    const reader = ends[index % 2] as End;
    const writer = ends[(index + 1) % 2] as End;
    const warm = await send(reader, trial.read);
    if (!verdicts.before(warm)) {
      counts.unexpected.push(`trial ${index}: read before the write answered ${warm.status}`);
      continue;
    }
    const written = await send(writer, trial.write);
    const next = await send(reader, trial.read);
    counts.trials += 1;
    if (written.status >= 300) counts.unexpected.push(`trial ${index}: the write answered ${written.status}`);
    else if (verdicts.before(next)) counts.staleReads += 1;
    else if (!verdicts.after(next))
      counts.unexpected.push(`trial ${index}: read after the write answered ${next.status}`);
  }
  return counts;
}
