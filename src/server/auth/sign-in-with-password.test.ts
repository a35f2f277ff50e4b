import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { buildDeps } from '../build-deps.ts';
import { fastPasswordHasher } from '../test/fast-password-hasher.ts';
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
    const session = await (await agent.api.auth.session.$get()).json();
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
    expect(await errorOf(res)).toMatchObject({
      message: messages.auth.emailAndPasswordRequired,
      fields: { password: messages.auth.emailAndPasswordRequired },
    });
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
    const restartedDeps = await buildDeps(
      server.deps.config,
      { db: server.db, engine: 'pglite', close: async () => {}, listen: async () => async () => {} },
      createLogger('silent'),
      { passwordHasher: fastPasswordHasher },
    );
    const restarted = createApp(restartedDeps);
    const res = await restarted.request('http://oja.test/api/auth/session', {
      headers: { cookie: customer.cookieHeader() },
    });
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(customer.userId);
  });

  it('limits failed sign-ins per account from one IP', async () => {
    const customer = await server.signedIn('customer');
    const attacker = server.agent('10.66.0.1');
    for (let i = 0; i < AUTH_RATE_LIMIT.failuresPerAccountAndIp; i++) {
      expect((await attacker.post('/api/auth/sign-in', { email: customer.email, password: 'wrong-one' })).status).toBe(
        401,
      );
    }
    const blocked = await attacker.post('/api/auth/sign-in', { email: customer.email, password: customer.password });
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toEqual({ code: 'rate_limited', message: messages.auth.tooManyAttempts });
    expect(blocked.headers.get('retry-after')).toBe('900');
  });

  it("a stranger's wrong passwords do not lock the owner out from their own IP", async () => {
    const admin = await server.signedIn('admin');
    const attacker = server.agent('10.66.0.2');
    for (let i = 0; i < AUTH_RATE_LIMIT.failuresPerAccountAndIp + 2; i++) {
      await attacker.post('/api/auth/sign-in', { email: admin.email, password: 'guess' });
    }
    const owner = await server
      .agent('10.66.0.3')
      .post('/api/auth/sign-in', { email: admin.email, password: admin.password });
    expect(owner.status).toBe(200);
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
