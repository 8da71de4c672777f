// A local HTTP fake of the few Stripe endpoints the Stripe provider calls, so the real adapter
// (and the real stripe SDK) run end to end without the network. Payment methods follow Stripe's
// test ids: pm_card_visa / pm_card_mastercard succeed, pm_card_chargeDeclined is declined,
// pm_card_authenticationRequired needs authentication (finish it with authenticate(intentId)).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Card = { brand: string; last4: string };
type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string;
  customer: string | null;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
};

const CARDS: Record<string, Card & { outcome: 'succeeds' | 'declined' | 'authenticate' }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155', outcome: 'authenticate' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export type StripeFake = {
  url: string;
  /** Every request: method, path (no query), form fields, and the headers that matter. */
  requests: {
    method: string;
    path: string;
    form: Record<string, string>;
    idempotencyKey: string | undefined;
    auth: string | undefined;
  }[];
  intents: Map<string, Intent>;
  /** While true every request fails with a 500 (an outage); nothing is executed or remembered. */
  down: boolean;
  /** What the browser's handleNextAction does: the authenticated intent succeeds. */
  authenticate: (intentId: string) => void;
  /**
   * Holds the next charge (POST /v1/payment_intents) before Stripe answers it: `arrived` resolves
   * once it is being held, and it is answered when `release` is called (a slow card network).
   */
  holdNextCharge: () => { arrived: Promise<void>; release: () => void };
  close: () => Promise<void>;
};

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(raw))));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify(body));
}

const cardError = (message: string, code = 'card_declined') => ({
  error: { type: 'card_error', code, decline_code: 'generic_decline', message },
});
const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, Intent>();
  const attached = new Map<string, string | null>(); // payment method -> customer
  const replays = new Map<string, { status: number; body: unknown }>();
  const requests: StripeFake['requests'] = [];
  let held: { arrive: () => void; released: Promise<void> } | undefined;

  const methodObject = (pm: string) => {
    const card = CARDS[pm] ?? CARDS[pm.replace(/_attached_.*/, '')];
    return {
      id: pm,
      object: 'payment_method',
      type: 'card',
      customer: attached.get(pm) ?? null,
      card: card && { brand: card.brand, last4: card.last4 },
    };
  };
  const view = (intent: Intent, form: Record<string, string>) => {
    const expand = Object.entries(form).some(
      ([k, v]) => k.startsWith('expand[') && (v === 'payment_method' || v === 'data.payment_method'),
    );
    return expand ? { ...intent, payment_method: methodObject(intent.payment_method) } : intent;
  };

  const route = async (
    req: IncomingMessage,
    form: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const query = Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams);
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.payment_method ?? '';
      const card = CARDS[pm] ?? (attached.has(pm) ? CARDS[pm.replace(/_attached_.*/, '')] : undefined);
      if (!card) return { status: 400, body: invalid(`No such PaymentMethod: '${pm}'`) };
      if (card.outcome === 'declined') return { status: 402, body: cardError('Your card was declined.') };
      const intentId = id('pi');
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      );
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? '',
        status: card.outcome === 'authenticate' ? 'requires_action' : 'succeeded',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        payment_method: pm,
        customer: form.customer ?? null,
        setup_future_usage: form.setup_future_usage ?? null,
        metadata,
        last_payment_error: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: view(intent, form) };
    }
    if (req.method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query the adapter sends: metadata['<key>']:'<value>' clauses joined by AND.
      const clauses = [...(query.query ?? '').matchAll(/metadata\['([^']+)'\]:'([^']*)'/g)];
      const data = [...intents.values()]
        .filter((intent) => clauses.every(([, key, value]) => intent.metadata[key ?? ''] === value))
        .map((intent) => view(intent, query));
      return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null } };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (cancel) {
      const intent = intents.get(cancel[1] ?? '');
      if (!intent) return { status: 404, body: invalid(`No such payment_intent: '${cancel[1]}'`) };
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return {
          status: 400,
          body: invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`),
        };
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (intentMatch) {
      const intent = intents.get(intentMatch[1] ?? '');
      if (!intent) return { status: 404, body: invalid(`No such payment_intent: '${intentMatch[1]}'`) };
      if (intentMatch[2] && intent.status !== 'requires_confirmation')
        return { status: 400, body: invalid('This PaymentIntent cannot be confirmed in its current state.') };
      if (intentMatch[2]) intent.status = 'succeeded';
      return { status: 200, body: view(intent, req.method === 'GET' ? query : form) };
    }
    if (req.method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: id('cus'), object: 'customer', email: form.email, name: form.name } };
    const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (attach) {
      const pm = attach[1] ?? '';
      const card = CARDS[pm];
      if (attach[2] === 'attach') {
        if (!card) return { status: 404, body: invalid(`No such PaymentMethod: '${pm}'`) };
        if (card.outcome === 'declined') return { status: 402, body: cardError('Your card was declined.') };
        // Stripe's test ids stand for a fresh method each time: attaching makes a new one.
        const saved = `${pm}_attached_${randomBytes(4).toString('hex')}`;
        attached.set(saved, form.customer ?? null);
        return { status: 200, body: methodObject(saved) };
      }
      if (!attached.has(pm)) return { status: 404, body: invalid(`No such PaymentMethod: '${pm}'`) };
      attached.delete(pm);
      return { status: 200, body: { ...methodObject(pm), customer: null } };
    }
    return { status: 404, body: invalid(`Unrecognized request URL (${req.method}: ${path})`) };
  };

  const fake = { down: false } as StripeFake;
  const server = createServer(async (req, res) => {
    const form = req.method === 'GET' ? {} : await readForm(req);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] ?? '',
      form,
      idempotencyKey,
      auth: req.headers.authorization,
    });
    if (fake.down) return send(res, 500, { error: { type: 'api_error', message: 'Stripe is down.' } });
    const replayKey = idempotencyKey && req.method === 'POST' ? `${req.url} ${idempotencyKey}` : undefined;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    if (held && req.method === 'POST' && req.url === '/v1/payment_intents') {
      const { arrive, released } = held;
      held = undefined;
      arrive();
      await released;
    }
    const answer = await route(req, form);
    if (replayKey) replays.set(replayKey, answer);
    send(res, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    authenticate: (intentId: string) => {
      const intent = intents.get(intentId);
      if (intent) intent.status = 'succeeded';
    },
    holdNextCharge: () => {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { arrive, released };
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}
