// Requests as the operator's CRM sends them: server to server (no Origin, no Sec-Fetch-Site), and
// signed over their method, path and raw body.
import { signCrmRequest } from '../../src/server/integrations/crm-signature.ts';
import { apiPath } from '../../src/shared/contract/api.ts';
import type { TestContext, TestResponse } from './harness.ts';

/** The X-Gangway-Signature of a POST of `raw` to an API resource ('/integrations/crm/messages'). */
export const crmSignature = (resource: string, raw: string, secret: string, timestamp?: number) =>
  signCrmRequest({ method: 'POST', path: apiPath(resource), body: raw }, secret, timestamp);

/** POSTs `raw` to the resource with the given signature header. */
export function postFromCrm(t: TestContext, resource: string, raw: string, signature: string): Promise<TestResponse> {
  return t.client().request('POST', resource, {
    raw: true,
    body: raw,
    headers: { 'Content-Type': 'application/json', Origin: '', 'Sec-Fetch-Site': '', 'X-Gangway-Signature': signature },
  });
}
