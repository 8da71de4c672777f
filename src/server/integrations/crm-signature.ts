// The CRM's requests are signed over their method, path and body together, so a body signed for
// one endpoint is refused at another. Header X-Gangway-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256 with the shared secret over "<t>.<METHOD> <path>\n<raw body>">, where <path> is the
// URL's path as sent, without its query (/api/v2/integrations/crm/messages.json). The header and its
// five minutes of tolerance are Stripe's webhook scheme (webhook-signature.ts).
import { signWebhook, webhookSignatureValid } from '../payments/webhook-signature.ts';

export type CrmRequest = { method: string; path: string; body: string };

const signedContent = (request: CrmRequest) => `${request.method.toUpperCase()} ${request.path}\n${request.body}`;

export function signCrmRequest(request: CrmRequest, secret: string, timestamp?: number): string {
  return signWebhook(signedContent(request), secret, timestamp);
}

export function crmSignatureValid(request: CrmRequest, header: string | undefined, secret: string): boolean {
  return webhookSignatureValid(signedContent(request), header, secret);
}
