// The operator's CRM on 127.0.0.1 for the tests: it records each request Gangway sends it, with the
// signature header and raw body, and answers 201, or the status a test sets (500: the CRM is down).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CrmRequest = { method: string; path: string; signature: string | undefined; body: string };

export async function startCrmFake() {
  const requests: CrmRequest[] = [];
  const fake = { status: 201 };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      signature: req.headers['x-gangway-signature'] as string | undefined,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(fake.status, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL Gangway is configured with (CRM_API_URL). */
    url: `http://127.0.0.1:${port}/api`,
    requests,
    answerWith: (status: number) => {
      fake.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
