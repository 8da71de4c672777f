// How a caller proves it may call an endpoint, as OpenAPI security schemes: the signed-in customer's
// session cookie, the same-origin proof every request that changes data needs (csrf.ts), and the
// signatures of the two server-to-server callers (the operator's CRM and the card provider).
import { CRM_SIGNATURE_HEADER } from '../../shared/contract/crm-integration.ts';
import type { Endpoint } from '../../shared/contract/endpoints.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from '../payments/webhook-signature.ts';

const minutes = SIGNATURE_TOLERANCE_SECONDS / 60;

export const securitySchemes = {
  customerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie that signing in (POST /customer/sessions.json) or signing up sets; HttpOnly. ' +
      'An endpoint that needs a signed-in customer answers 401 without it or once it has expired.',
  },
  sameOrigin: {
    type: 'apiKey',
    in: 'header',
    name: 'Origin',
    description:
      'Every request that changes data (POST, PUT, PATCH, DELETE) must be sent as JSON ' +
      '(Content-Type: application/json; multipart/form-data for the avatar upload) and must come from ' +
      "Gangway's own origin: Origin is the origin the request is addressed to (as the reverse proxy " +
      'forwards it when TRUST_PROXY is set) or one listed in ALLOWED_ORIGINS, or Sec-Fetch-Site is ' +
      'same-origin. Otherwise 403. Browsers send both headers themselves; it is not a secret, it keeps ' +
      "other sites' pages from acting with a customer's cookie.",
  },
  crmSignature: {
    type: 'apiKey',
    in: 'header',
    name: CRM_SIGNATURE_HEADER,
    description:
      `The operator's CRM signs each request with the shared secret (CRM_INTEGRATION_SECRET, else the one ` +
      'the server writes to crm-integration-secret.json under DATA_DIR at first start). ' +
      `Header: ${CRM_SIGNATURE_HEADER}: t=<unix seconds>,v1=<signature>, where <signature> is the ` +
      'lowercase hex HMAC-SHA256, keyed with the secret, of the UTF-8 text "<t>.<METHOD> <path>\\n<body>": ' +
      '<t> as in the header, <METHOD> upper case, <path> the URL path as the server receives it without ' +
      'the query (/api/v2/integrations/crm/messages.json), a line feed, then the exact bytes of the body. ' +
      `<t> must be within ${minutes} minutes of the server's clock. A signature holds for one method, path ` +
      'and body only; each event_id is applied once, so a redelivery is safe. A missing or wrong signature ' +
      'is 401. The body is JSON (Content-Type: application/json).',
  },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description:
      "The card provider's webhook signature (Stripe's scheme: t=<unix seconds>,v1=<hex HMAC-SHA256 of " +
      '"<t>.<body>">), with the webhook secret of the account in the path (STRIPE_WEBHOOK_SECRET, ' +
      'STRIPE_YACHT_WEBHOOK_SECRET). A missing or wrong signature is 400.',
  },
} as const;

export type SchemeName = keyof typeof securitySchemes;
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** Which signature authenticates a server-to-server endpoint, by where it is mounted. */
const SIGNED_MOUNTS: { prefix: string; scheme: SchemeName }[] = [
  { prefix: '/integrations/crm/', scheme: 'crmSignature' },
  { prefix: '/provider_webhooks/stripe/', scheme: 'providerSignature' },
];

export function signatureSchemeOf(path: string): SchemeName {
  const mount = SIGNED_MOUNTS.find(({ prefix }) => path.startsWith(prefix));
  if (!mount) throw new Error(`${path} is signed, but no signature scheme describes it`);
  return mount.scheme;
}

/** The security requirement of an endpoint: every scheme listed must be met ([] for none). */
export function securityOf(endpoint: Endpoint): SecurityRequirement[] {
  if (endpoint.access === 'signed') return [{ [signatureSchemeOf(endpoint.path)]: [] }];
  // The token in the path is the credential: a calendar app sends no cookie.
  if (endpoint.access === 'feed-token') return [];
  const changes = endpoint.method !== 'GET';
  if (endpoint.access === 'visitor') return changes ? [{ sameOrigin: [] }] : [];
  return [changes ? { customerSession: [], sameOrigin: [] } : { customerSession: [] }];
}
