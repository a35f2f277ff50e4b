import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { errorOf, resetTokenFrom, startTestServer, type TestServer } from '../test/harness.ts';
import { messages } from '../../shared/messages.ts';
import { AUTH_RATE_LIMIT } from '../../shared/constants.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const unique = () => `u${Math.random().toString(36).slice(2, 10)}@example.ng`;
const mailsTo = async (on: TestServer, email: string) =>
  (await on.outbox()).filter((mail) => mail.includes(`To: ${email}`));

describe('password reset', () => {
  it('e-mails a link to /reset-password that sets a new password and ends every session', async () => {
    const customer = await server.signedIn('customer');
    const res = await server.agent().post('/api/auth/request-reset', { email: customer.email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: messages.auth.resetSent });
    const mail = (await server.outbox()).at(-1)!;
    expect(mail).toContain(`To: ${customer.email}`);
    expect(mail).toContain('Subject: Reset your Oja password');
    const token = resetTokenFrom(mail);

    const reset = await server.agent().post('/api/auth/reset-password', { token, password: 'brand-new' });
    expect(reset.status).toBe(200);
    expect((await customer.get('/api/profile')).status).toBe(401);
    expect(
      (await server.agent().post('/api/auth/sign-in', { email: customer.email, password: customer.password })).status,
    ).toBe(401);
    expect(
      (await server.agent().post('/api/auth/sign-in', { email: customer.email, password: 'brand-new' })).status,
    ).toBe(200);
  });

  it('a reset link works once', async () => {
    const customer = await server.signedIn('customer');
    await server.agent().post('/api/auth/request-reset', { email: customer.email });
    const token = resetTokenFrom((await server.outbox()).at(-1)!);
    expect((await server.agent().post('/api/auth/reset-password', { token, password: 'first-new' })).status).toBe(200);
    const again = await server.agent().post('/api/auth/reset-password', { token, password: 'second-new' });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe(messages.auth.resetPasswordFailed);
  });

  it('a reset revokes every other reset link of that account', async () => {
    const customer = await server.signedIn('customer');
    await server.agent().post('/api/auth/request-reset', { email: customer.email });
    const older = resetTokenFrom((await server.outbox()).at(-1)!);
    await server.agent().post('/api/auth/request-reset', { email: customer.email });
    const newer = resetTokenFrom((await server.outbox()).at(-1)!);
    expect(newer).not.toBe(older);
    expect(
      (await server.agent().post('/api/auth/reset-password', { token: newer, password: 'newest-pass' })).status,
    ).toBe(200);
    const stale = await server.agent().post('/api/auth/reset-password', { token: older, password: 'sneaky-pass' });
    expect(stale.status).toBe(400);
    expect((await errorOf(stale)).message).toBe(messages.auth.resetPasswordFailed);
    expect(
      (await server.agent().post('/api/auth/sign-in', { email: customer.email, password: 'newest-pass' })).status,
    ).toBe(200);
  });

  it('limits reset attempts per IP', async () => {
    const guesser = server.agent('10.77.0.1');
    for (let i = 0; i < AUTH_RATE_LIMIT.perIp; i++) {
      expect((await guesser.post('/api/auth/reset-password', { token: `guess-${i}`, password: 'abcdef' })).status).toBe(
        400,
      );
    }
    const blocked = await guesser.post('/api/auth/reset-password', { token: 'one-more', password: 'abcdef' });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toBe(messages.auth.tooManyAttempts);
  });

  it('refuses an unknown token', async () => {
    const res = await server.agent().post('/api/auth/reset-password', { token: 'not-a-token', password: 'abcdef' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.auth.resetPasswordFailed,
      fields: { token: messages.auth.resetPasswordFailed },
    });
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const res = await server.agent().post('/api/auth/reset-password', { token: 'x', password: '123' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ password: messages.auth.passwordTooShort });
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = (await server.outbox()).length;
    const res = await server.agent().post('/api/auth/request-reset', { email: unique() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: messages.auth.resetSent });
    expect((await server.outbox()).length).toBe(before);
  });

  it('60 requests for one address from 20 IPs put at most 3 reset mails in its inbox in 15 minutes, each answered alike', async () => {
    const customer = await server.signedIn('customer');
    const answers = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) {
        const res = await server.agent(`10.79.0.${i + 1}`).post('/api/auth/request-reset', { email: customer.email });
        answers.add(`${res.status} ${await res.text()}`);
      }
    }
    expect([...answers]).toEqual([`200 ${JSON.stringify({ message: messages.auth.resetSent })}`]);
    expect(await mailsTo(server, customer.email)).toHaveLength(AUTH_RATE_LIMIT.resetsPerEmail);
    expect(AUTH_RATE_LIMIT).toMatchObject({ resetsPerEmail: 3, windowSeconds: 15 * 60 });
  });

  it('the owner asking after strangers used the allowance is answered as anyone is, and a link already sent still works', async () => {
    const customer = await server.signedIn('customer');
    for (let i = 0; i < AUTH_RATE_LIMIT.resetsPerEmail; i++) {
      await server.agent(`10.80.0.${i + 1}`).post('/api/auth/request-reset', { email: customer.email });
    }
    const owner = await server.agent('10.80.1.1').post('/api/auth/request-reset', { email: customer.email });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ message: messages.auth.resetSent });
    const mails = await mailsTo(server, customer.email);
    expect(mails).toHaveLength(AUTH_RATE_LIMIT.resetsPerEmail);
    const reset = await server
      .agent()
      .post('/api/auth/reset-password', { token: resetTokenFrom(mails.at(-1)!), password: 'owner-new' });
    expect(reset.status).toBe(200);
  });

  it('an address over its limit is answered exactly as an unknown address is', async () => {
    const customer = await server.signedIn('customer');
    const asker = server.agent();
    for (let i = 0; i < 5; i++) await asker.post('/api/auth/request-reset', { email: customer.email });
    const limited = await asker.post('/api/auth/request-reset', { email: customer.email });
    const unknown = await server.agent().post('/api/auth/request-reset', { email: unique() });
    expect([limited.status, await limited.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(limited.status).toBe(200);
  });

  it('the limit holds across app processes on one database: requests to two of them send at most 3 mails', async () => {
    const second = await startTestServer({ sameDatabaseAs: server });
    try {
      const customer = await server.signedIn('customer');
      for (let i = 0; i < 10; i++) {
        const node = i % 2 === 0 ? server : second;
        const res = await node.agent(`10.81.0.${i + 1}`).post('/api/auth/request-reset', { email: customer.email });
        expect(res.status).toBe(200);
      }
      const sent = [...(await mailsTo(server, customer.email)), ...(await mailsTo(second, customer.email))];
      expect(sent).toHaveLength(AUTH_RATE_LIMIT.resetsPerEmail);
    } finally {
      await second.close();
    }
  });

  it('answers before the e-mail is sent, so the time taken does not tell who has an account', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow = await startTestServer({
      mailer: {
        transport: 'smtp',
        send: async (mail) => {
          await held;
          sent.push(mail.to);
        },
      },
    });
    try {
      const customer = await slow.signedIn('customer');
      const res = await slow.agent().post('/api/auth/request-reset', { email: customer.email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: messages.auth.resetSent });
      expect(sent).toEqual([]);
      release();
      await slow.drainJobs();
      expect(sent).toEqual([customer.email]);
    } finally {
      release();
      await slow.close();
    }
  });

  it('retries a reset e-mail that could not be sent, and logs nothing to the person', async () => {
    let failing = true;
    const sent: string[] = [];
    const flaky = await startTestServer({
      mailer: {
        transport: 'smtp',
        send: async (mail) => {
          if (failing) throw new Error('connection refused');
          sent.push(mail.to);
        },
      },
    });
    try {
      const customer = await flaky.signedIn('customer');
      const res = await flaky.agent().post('/api/auth/request-reset', { email: customer.email });
      expect(res.status).toBe(200);
      await flaky.drainJobs();
      const [job] = await flaky.db.select().from(jobs);
      expect(job).toMatchObject({
        kind: 'password-reset',
        status: 'pending',
        attempts: 1,
        lastError: 'connection refused',
      });
      failing = false;
      await flaky.db.update(jobs).set({ runAfter: new Date() });
      await flaky.drainJobs();
      expect(sent).toEqual([customer.email]);
      expect((await flaky.db.select().from(jobs))[0]).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await flaky.close();
    }
  });
});
