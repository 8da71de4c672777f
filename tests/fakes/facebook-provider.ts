// A local stand-in for Facebook Login, for the API and browser suites (Facebook itself cannot be
// reached from here). It speaks the part of the protocol Gangway uses and checks what Facebook
// checks: the login dialog (a page where the test picks who signs in, or cancels), the code
// exchange (client id, secret, the exact redirect URI, a single-use code, and the PKCE verifier
// against the dialog's S256 challenge) and /me.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { escapeHtml } from '../../src/server/http/escape-html.ts';

export type FakeFacebookUser = { id: string; name: string; email: string };
export type FakeFacebook = { origin: string; users: FakeFacebookUser[]; close: () => Promise<void> };

/** Who can sign in at the browser suite's fake (scripts/e2e-server.mjs). */
/** @public Read by scripts/e2e-server.mjs, which imports this file at run time. */
export const E2E_FACEBOOK_USERS: FakeFacebookUser[] = [
  { id: '20001', name: 'Robin Sailor', email: 'robin@example.com' },
  { id: '20002', name: 'Morgan Deckhand', email: 'morgan@example.com' },
];

type Grant = { clientId: string; redirectUri: string; challenge: string; user: FakeFacebookUser };

export async function startFakeFacebook(options: {
  appId: string;
  appSecret: string;
  users: FakeFacebookUser[];
  port?: number;
}): Promise<FakeFacebook> {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, FakeFacebookUser>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v19.0/dialog/oauth') {
      const redirectUri = q.get('redirect_uri') ?? '';
      const back = (params: Record<string, string>) => {
        const target = new URL(redirectUri);
        for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
        return target.toString();
      };
      if (
        q.get('client_id') !== options.appId ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge')
      ) {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        return res.end('Invalid dialog request');
      }
      const state = q.get('state') ?? '';
      const choices = options.users.map((user) => {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { clientId: options.appId, redirectUri, challenge: q.get('code_challenge') ?? '', user });
        return `<li><a href="${escapeHtml(back({ code, state }))}">Continue as ${escapeHtml(user.name)}</a></li>`;
      });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="en"><title>Log in with Facebook (fake)</title><main><h1>Log in with Facebook</h1><ul>${choices.join('')}</ul><a href="${escapeHtml(back({ error: 'access_denied', state }))}">Cancel</a></main></html>`,
      );
    }
    if (url.pathname === '/v19.0/oauth/access_token') {
      const grant = codes.get(q.get('code') ?? '');
      codes.delete(q.get('code') ?? '');
      const verifier = q.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        q.get('client_id') !== options.appId ||
        q.get('client_secret') !== options.appSecret ||
        q.get('redirect_uri') !== grant.redirectUri ||
        challenge !== grant.challenge
      )
        return json(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException' } });
      const token = randomBytes(24).toString('hex');
      tokens.set(token, grant.user);
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 5_000 });
    }
    if (url.pathname === '/v19.0/me') {
      const user = tokens.get(q.get('access_token') ?? '');
      if (!user) return json(401, { error: { message: 'Invalid OAuth access token.' } });
      return json(200, { id: user.id, email: user.email, name: user.name });
    }
    json(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    users: options.users,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
