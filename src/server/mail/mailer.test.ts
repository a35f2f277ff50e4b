import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer } from './mailer.ts';
import { createLogger } from '../logger.ts';
import { decodeQuotedPrintable, resetTokenFrom, startTestServer } from '../test/harness.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a random local port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dir: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'oja-mail-'));
});
afterAll(async () => {
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});

const logger = createLogger('silent');

describe('mail', () => {
  it('without SMTP_URL each message is written as a standard .eml file in the outbox', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ from: 'Oja <no-reply@oja.test>', outboxDir, logger });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'ada@example.ng', subject: 'Hello Ada', text: 'Visit https://oja.test/x please' });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Oja <no-reply@oja\.test>$/m);
    expect(eml).toMatch(/^To: ada@example\.ng$/m);
    expect(eml).toMatch(/^Subject: Hello Ada$/m);
    expect(eml).toMatch(/^Message-ID: <.+>$/m);
    expect(decodeQuotedPrintable(eml)).toContain('https://oja.test/x');
  });

  it('with SMTP_URL the message is delivered to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Oja <no-reply@oja.test>',
      outboxDir: path.join(dir, 'unused'),
      logger,
    });
    expect(mailer.transport).toBe('smtp');
    await mailer.send({ to: 'bayo@example.ng', subject: 'Over the wire', text: 'Body text' });
    const last = smtp.received.at(-1)!;
    expect(last.to).toEqual(['bayo@example.ng']);
    expect(last.from).toBe('no-reply@oja.test');
    expect(last.raw).toMatch(/^Subject: Over the wire$/m);
    expect(last.raw).toContain('Body text');
  });

  it('a password reset requested through the API arrives over SMTP with a working link', async () => {
    const server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    try {
      const customer = await server.signedIn('customer');
      const before = smtp.received.length;
      expect((await server.agent().post('/api/auth/request-reset', { email: customer.email })).status).toBe(200);
      await server.drainJobs();
      expect(smtp.received.length).toBe(before + 1);
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual([customer.email]);
      const token = resetTokenFrom(mail.raw);
      expect((await server.agent().post('/api/auth/reset-password', { token, password: 'via-smtp' })).status).toBe(200);
      expect(
        (await server.agent().post('/api/auth/sign-in', { email: customer.email, password: 'via-smtp' })).status,
      ).toBe(200);
      expect(await server.outbox()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
