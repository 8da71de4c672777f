import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer, outboxLogLines } from './outbox-mailer.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('createOutboxMailer', () => {
  it('writes one JSON file per message, named by time so they sort in sending order, and logs each link', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    const lines: string[] = [];
    const mailer = createOutboxMailer({ dir: path.join(dir, 'outbox'), log: (line) => lines.push(line) });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one', links: ['http://x/1', 'http://x/2'] });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const names = (await readdir(path.join(dir, 'outbox'))).sort();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.json$/);
    const first = JSON.parse(await readFile(path.join(dir, 'outbox', names[0] ?? ''), 'utf8'));
    expect(first).toEqual({
      to: 'a@example.com',
      subject: 'First',
      text: 'one',
      html: null,
      links: ['http://x/1', 'http://x/2'],
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = JSON.parse(await readFile(path.join(dir, 'outbox', names[1] ?? ''), 'utf8'));
    expect(second.subject).toBe('Second');
    expect(lines).toEqual([
      '[mail] to a@example.com: First — http://x/1',
      '[mail] to a@example.com: First — http://x/2',
      '[mail] to b@example.com: Second',
    ]);
  });

  it('formats log lines without links as the bare header', () => {
    expect(outboxLogLines({ to: 'c@example.com', subject: 'Hi', text: '' })).toEqual(['[mail] to c@example.com: Hi']);
  });
});
