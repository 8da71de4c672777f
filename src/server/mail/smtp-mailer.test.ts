// The SMTP mailer against a tiny SMTP server on loopback: enough of RFC 5321 for one message.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';

type Received = { commands: string[]; data: string };

function startFakeSmtp(): Promise<{ server: Server; port: number; received: Promise<Received> }> {
  let resolveReceived: (value: Received) => void = () => {};
  const received = new Promise<Received>((resolve) => {
    resolveReceived = resolve;
  });
  const server = createServer((socket) => {
    const commands: string[] = [];
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake.smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          resolveReceived({ commands, data });
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        commands.push(line);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp.test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('createSmtpMailer', () => {
  it('delivers the message to the SMTP server from SMTP_URL', async () => {
    const fake = await startFakeSmtp();
    server = fake.server;
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${fake.port}?ignoreTLS=true`,
      from: 'Gangway <no-reply@gangway.example>',
    });
    await mailer.send({
      to: 'traveller@example.com',
      subject: 'Reset password instructions',
      text: 'Open http://localhost/password/edit?reset_password_token=abc',
      html: '<p>Open the link</p>',
      links: ['http://localhost/password/edit?reset_password_token=abc'],
    });
    mailer.close();
    const { commands, data } = await fake.received;
    expect(commands).toContain('MAIL FROM:<no-reply@gangway.example>');
    expect(commands).toContain('RCPT TO:<traveller@example.com>');
    expect(data).toMatch(/^Subject: Reset password instructions$/m);
    expect(data).toMatch(/^To: traveller@example.com$/m);
    expect(data).toContain('reset_password_token=abc');
    expect(data).toContain('<p>Open the link</p>');
  });

  it('rejects when the server refuses the recipient', async () => {
    const refusing = createServer((socket) => {
      socket.write('220 hi\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        if (line.startsWith('EHLO')) socket.write('250 hi\r\n');
        else if (line.startsWith('RCPT')) socket.write('550 no such user\r\n');
        else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      });
    });
    server = refusing;
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.address() as AddressInfo).port;
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'a@b.example' });
    await expect(mailer.send({ to: 'nobody@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});
