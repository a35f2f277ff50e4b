import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { messages } from '../../../shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** An account whose sign-up stopped after the auth user was written (the process was killed). */
async function halfMadeAccount() {
  const account = await server.accountWithoutProfile();
  expect(await server.profileOf(account.id)).toBeUndefined();
  return account;
}

describe('an account left without a profile', () => {
  it('gets its customer profile back when it signs in, and works everywhere', async () => {
    const account = await halfMadeAccount();
    const agent = server.agent();
    expect((await agent.post('/api/auth/sign-in', { email: account.email, password: account.password })).status).toBe(
      200,
    );
    expect(await server.profileOf(account.id)).toMatchObject({
      email: account.email,
      fullName: 'Cut Short',
      role: 'customer',
    });
    const profile = await agent.get('/api/profile');
    expect(profile.status).toBe(200);
  });

  it('signing up again with its address is the usual "already registered"', async () => {
    const account = await halfMadeAccount();
    await server.agent().post('/api/auth/sign-in', { email: account.email, password: account.password });
    const again = await server
      .agent()
      .post('/api/auth/sign-up', { fullName: 'Again', email: account.email, password: 'ghijkl' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      messages.auth.alreadyRegisteredResetSent,
    );
  });
});
