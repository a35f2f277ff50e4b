import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.ts';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { messages } from '../../../shared/messages.ts';
import { AUTH_RATE_LIMIT } from '../../../shared/constants.ts';

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
    const res = await server
      .agent()
      .post('/api/auth/sign-up', { fullName: 'Tunde', email: `  ${email.toUpperCase()} `, password: 'abcdef' });
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
    expect(error.fields).toMatchObject({
      email: messages.auth.emailAndPasswordRequired,
      password: messages.auth.emailAndPasswordRequired,
    });
  });

  it('requires a full name', async () => {
    const res = await server.agent().post('/api/auth/sign-up', { fullName: '  ', email: unique(), password: 'abcdef' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ fullName: messages.auth.fullNameRequired });
  });

  it('refuses an unknown field such as a self-chosen role, naming it', async () => {
    const email = unique();
    const res = await server
      .agent()
      .post('/api/auth/sign-up', { fullName: 'Sly', email, password: 'abcdef', role: 'admin' });
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

  it('sends an already-registered address at most one e-mail an hour, with the same answer', async () => {
    const email = unique();
    await server.agent().post('/api/auth/sign-up', { fullName: 'Owner', email, password: 'original' });
    const before = (await server.outbox()).length;
    for (let i = 0; i < 3; i++) {
      const res = await server.agent().post('/api/auth/sign-up', { fullName: 'Stranger', email, password: 'whatever' });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: 'conflict', message: messages.auth.alreadyRegisteredResetSent });
    }
    expect((await server.outbox()).length).toBe(before + 1);
  });

  it('limits sign-ups per IP', async () => {
    const flood = server.agent('10.88.0.1');
    for (let i = 0; i < AUTH_RATE_LIMIT.signUpsPerIp; i++) {
      expect(
        (await flood.post('/api/auth/sign-up', { fullName: 'Bot', email: unique(), password: 'abcdef' })).status,
      ).toBe(201);
    }
    const blocked = await flood.post('/api/auth/sign-up', { fullName: 'Bot', email: unique(), password: 'abcdef' });
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toEqual({ code: 'rate_limited', message: messages.auth.tooManyAttempts });
    expect(
      (
        await server
          .agent('10.88.0.2')
          .post('/api/auth/sign-up', { fullName: 'Person', email: unique(), password: 'abcdef' })
      ).status,
    ).toBe(201);
  });
});
