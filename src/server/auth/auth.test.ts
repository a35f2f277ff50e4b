import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, sessions, users } from '../db/schema.ts';
import { errorOf, resetTokenFrom, startTestServer, type TestServer } from '../test/harness.ts';
import { buildDeps } from '../build-deps.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
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
const userByEmail = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up', () => {
  it('creates an account whose profile has the role customer', async () => {
    const email = unique();
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Ngozi Okafor', email, password: 'abcdef' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: messages.auth.signUpSucceeded });
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ email, fullName: 'Ngozi Okafor', role: 'customer', availableBalanceKobo: 0 });
  });

  it('trims and lowercases the e-mail address', async () => {
    const email = unique();
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Tunde', email: `  ${email.toUpperCase()} `, password: 'abcdef' });
    expect(res.status).toBe(201);
    expect(await userByEmail(email)).toBeDefined();
  });

  it('does not sign the new user in', async () => {
    const agent = server.agent();
    await agent.post('/api/auth/sign-up', { fullName: 'Emeka', email: unique(), password: 'abcdef' });
    expect(await (await agent.get('/api/auth/session')).json()).toEqual({ user: null });
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const email = unique();
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Bola', email, password: '12345' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.auth.passwordTooShort,
      fields: { password: messages.auth.passwordTooShort },
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('says "Email and password required" when either is missing', async () => {
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Bola', email: '', password: '' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe(messages.auth.emailAndPasswordRequired);
    expect(error.fields).toMatchObject({ email: messages.auth.emailAndPasswordRequired, password: messages.auth.emailAndPasswordRequired });
  });

  it('requires a full name', async () => {
    const res = await server.agent().post('/api/auth/sign-up', { fullName: '  ', email: unique(), password: 'abcdef' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ fullName: messages.auth.fullNameRequired });
  });

  it('refuses an unknown field such as a self-chosen role, naming it', async () => {
    const email = unique();
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Sly', email, password: 'abcdef', role: 'admin' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ role: 'Unknown field: role' });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a wrong type, naming the field', async () => {
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Ada', email: unique(), password: 123456 });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['password']);
  });

  it('answers malformed JSON with a 400 envelope, not a stack trace', async () => {
    const res = await server.agent().post('/api/auth/sign-up', '{"fullName": ');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.http.invalidJson,
      fields: { body: messages.http.invalidJson },
    });
  });

  it('for an already-registered address sends a reset e-mail and says so, leaving the password alone', async () => {
    const email = unique();
    await server.agent().post('/api/auth/sign-up', { fullName: 'First', email, password: 'original' });
    const before = (await server.outbox()).length;
    const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Second', email, password: 'another' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: messages.auth.alreadyRegisteredResetSent });
    const mail = await server.outbox();
    expect(mail.length).toBe(before + 1);
    expect(mail.at(-1)).toContain(`To: ${email}`);
    const signIn = await server.agent().post('/api/auth/sign-in', { email, password: 'original' });
    expect(signIn.status).toBe(200);
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.fullName).toBe('First');
  });
});

describe('sign-in and sessions', () => {
  it('sets an httpOnly, SameSite=Lax session cookie and the session names the user', async () => {
    const email = unique();
    await server.agent().post('/api/auth/sign-up', { fullName: 'Kemi', email, password: 'abcdef' });
    const agent = server.agent();
    const res = await agent.post('/api/auth/sign-in', { email: ` ${email.toUpperCase()}`, password: 'abcdef' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = (await (await agent.get('/api/auth/session')).json()) as { user: Record<string, unknown> };
    expect(session.user).toMatchObject({ email, fullName: 'Kemi', role: 'customer' });
  });

  it('marks the cookie Secure when Oja is served over https', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://oja.example' } });
    const email = unique();
    await https.agent().post('/api/auth/sign-up', { fullName: 'Sec', email, password: 'abcdef' });
    const res = await https.agent().post('/api/auth/sign-in', { email, password: 'abcdef' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/; Secure/i);
    await https.close();
  });

  it('refuses a wrong password with a clear message', async () => {
    const customer = await server.signedIn('customer');
    const res = await server.agent().post('/api/auth/sign-in', { email: customer.email, password: 'wrong-one' });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: messages.auth.invalidCredentials });
  });

  it('says "Email and password required" when either is missing', async () => {
    const res = await server.agent().post('/api/auth/sign-in', { email: 'a@b.ng' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ message: messages.auth.emailAndPasswordRequired, fields: { password: messages.auth.emailAndPasswordRequired } });
  });

  it('sign-out ends the session on the server: a copied cookie no longer works', async () => {
    const customer = await server.signedIn('customer');
    const copy = server.agent();
    copy.setCookieHeader(customer.cookieHeader());
    expect((await (await copy.get('/api/profile')).json()).profile.id).toBe(customer.userId);
    const res = await customer.post('/api/auth/sign-out');
    expect(res.status).toBe(200);
    expect((await copy.get('/api/profile')).status).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, customer.userId))).toEqual([]);
  });

  it('a session survives a server restart', async () => {
    const customer = await server.signedIn('customer');
    // A new app process on the same database: new auth instance, same stored secret and sessions.
    const restartedDeps = await buildDeps(server.deps.config, { db: server.db, engine: 'pglite', close: async () => {} }, createLogger('silent'));
    const restarted = createApp(restartedDeps);
    const res = await restarted.request('http://oja.test/api/auth/session', { headers: { cookie: customer.cookieHeader() } });
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(customer.userId);
  });

  it('limits failed sign-ins per address, whatever the IP', async () => {
    const customer = await server.signedIn('customer');
    for (let i = 0; i < AUTH_RATE_LIMIT.perAddress; i++) {
      const res = await server.agent().post('/api/auth/sign-in', { email: customer.email, password: 'wrong-one' });
      expect(res.status).toBe(401);
    }
    const blocked = await server.agent().post('/api/auth/sign-in', { email: customer.email, password: customer.password });
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toEqual({ code: 'rate_limited', message: messages.auth.tooManyAttempts });
    expect(blocked.headers.get('retry-after')).toBe('900');
  });

  it('limits sign-in attempts per IP across addresses', async () => {
    const agent = server.agent('10.9.9.9');
    for (let i = 0; i < AUTH_RATE_LIMIT.perIp; i++) {
      const res = await agent.post('/api/auth/sign-in', { email: `nobody${i}@example.ng`, password: 'whatever' });
      expect(res.status).toBe(401);
    }
    const blocked = await agent.post('/api/auth/sign-in', { email: 'someone@example.ng', password: 'whatever' });
    expect(blocked.status).toBe(429);
  });
});

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
    expect((await server.agent().post('/api/auth/sign-in', { email: customer.email, password: customer.password })).status).toBe(401);
    expect((await server.agent().post('/api/auth/sign-in', { email: customer.email, password: 'brand-new' })).status).toBe(200);
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

  it('is rate limited per address', async () => {
    const email = unique();
    for (let i = 0; i < AUTH_RATE_LIMIT.perAddress; i++) {
      expect((await server.agent().post('/api/auth/request-reset', { email })).status).toBe(200);
    }
    const blocked = await server.agent().post('/api/auth/request-reset', { email });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toBe(messages.auth.tooManyAttempts);
  });

  it('says "Failed to send reset email" when the mail cannot be sent', async () => {
    const broken = await startTestServer({
      mailer: { transport: 'smtp', send: async () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const customer = await broken.signedIn('customer');
      const res = await broken.agent().post('/api/auth/request-reset', { email: customer.email });
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toEqual({ code: 'unavailable', message: messages.auth.resetFailed });
    } finally {
      await broken.close();
    }
  });
});

describe('rate-limit housekeeping', () => {
  it('pruning drops only windows older than the cut-off', async () => {
    const { rateLimits } = await import('../db/schema.ts');
    const { pruneRateLimits } = await import('./rate-limit.ts');
    await server.db.insert(rateLimits).values([
      { key: 'prune:old', windowStart: new Date(Date.UTC(2020, 0, 1)), count: 3 },
      { key: 'prune:new', windowStart: new Date(), count: 1 },
    ]);
    await pruneRateLimits(server.db, new Date(Date.UTC(2025, 0, 1)));
    const keys = (await server.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('prune:old');
    expect(keys).toContain('prune:new');
  });
});
