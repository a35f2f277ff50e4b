import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles, sessions } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60 * 1000;
const whoAmI = async (agent: ReturnType<TestServer['agent']>) =>
  ((await (await agent.get('/api/auth/session')).json()) as { user: { id: string; role: string } | null }).user;
const sessionOf = async (userId: string) =>
  (await server.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;

describe('who is signed in, read from the session cookie', () => {
  it('a signed-in shopper is known by their profile', async () => {
    const shopper = await server.signedIn('customer');
    expect(await whoAmI(shopper)).toMatchObject({ id: shopper.userId, email: shopper.email, role: 'customer' });
  });

  it('a role given by an admin applies on the next request', async () => {
    const shopper = await server.signedIn('customer');
    await server.db.update(profiles).set({ role: 'vendor' }).where(eq(profiles.id, shopper.userId));
    expect(await whoAmI(shopper)).toMatchObject({ id: shopper.userId, role: 'vendor' });
  });

  it('a session token whose signature is not this server’s is signed out', async () => {
    const shopper = await server.signedIn('customer');
    const token = (await sessionOf(shopper.userId)).token;
    const forged = server.agent();
    forged.setCookieHeader(`better-auth.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`);
    expect(await whoAmI(forged)).toBeNull();
  });

  it('a cookie naming a session that was signed out is signed out', async () => {
    const shopper = await server.signedIn('customer');
    const copy = server.agent();
    copy.setCookieHeader(shopper.cookieHeader());
    await server.db.delete(sessions).where(eq(sessions.userId, shopper.userId));
    expect(await whoAmI(copy)).toBeNull();
  });

  it('an expired session is signed out and its row deleted', async () => {
    const shopper = await server.signedIn('customer');
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, shopper.userId));
    expect(await whoAmI(shopper)).toBeNull();
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, shopper.userId))).toEqual([]);
  });

  it('a session older than a day is extended by thirty days and stays signed in', async () => {
    const shopper = await server.signedIn('customer');
    // As if signed in two days ago: 28 days left of 30.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(sessions.userId, shopper.userId));
    expect(await whoAmI(shopper)).toMatchObject({ id: shopper.userId });
    const left = (await sessionOf(shopper.userId)).expiresAt.valueOf() - Date.now();
    expect(left).toBeGreaterThan(29.9 * DAY);
  });

  it('a session signed in within the day is read without being written', async () => {
    const shopper = await server.signedIn('customer');
    const before = await sessionOf(shopper.userId);
    await whoAmI(shopper);
    const after = await sessionOf(shopper.userId);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.expiresAt).toEqual(before.expiresAt);
  });

  it('a session whose user was deleted is signed out', async () => {
    const shopper = await server.signedIn('customer');
    await server.db.execute(sql`delete from users where id = ${shopper.userId}`);
    expect(await whoAmI(shopper)).toBeNull();
  });
});
