import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeAdmin } from './make-admin.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('making an account admin (the ADMIN_EMAIL bootstrap)', () => {
  it('an existing profile becomes admin and keeps everything else', async () => {
    const customer = await server.signedIn('customer');
    const before = await server.profileOf(customer.userId);
    await makeAdmin(server.db, { userId: customer.userId, email: 'someone-else@oja.test', fullName: 'Someone Else' });
    expect(await server.profileOf(customer.userId)).toEqual({ ...before, role: 'admin' });
  });

  it('an auth user without a profile (left by an old crash) gets one, as admin', async () => {
    const id = randomUUID();
    const email = `crash-${id}@oja.test`;
    await server.db.insert(users).values({ id, name: 'Left Behind', email });
    await makeAdmin(server.db, { userId: id, email, fullName: 'Left Behind' });
    expect(await server.profileOf(id)).toMatchObject({ id, email, fullName: 'Left Behind', role: 'admin' });
  });
});
