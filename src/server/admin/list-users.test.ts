import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('admin: all users', () => {
  it('an admin lists users with email, name, role, and a balance for vendors only', async () => {
    const admin = await server.signedIn('admin');
    const vendor = await server.signedIn('vendor', { fullName: 'Vee Vendor' });
    await server.db.update(profiles).set({ availableBalanceKobo: 250_000 }).where(eq(profiles.id, vendor.userId));
    const customer = await server.signedIn('customer');
    const res = await admin.api.admin.users.$get();
    expect(res.status).toBe(200);
    const { users } = await res.json();
    expect(users.find((u) => u.id === vendor.userId)).toMatchObject({
      email: vendor.email,
      fullName: 'Vee Vendor',
      role: 'vendor',
      availableBalanceKobo: 250_000,
    });
    expect(users.find((u) => u.id === customer.userId)).toMatchObject({ role: 'customer', availableBalanceKobo: null });
    expect(users.find((u) => u.id === admin.userId)).toMatchObject({ role: 'admin', availableBalanceKobo: null });
    expect(Object.keys(users[0]!)).not.toContain('bvn');
  });

  it('a customer cannot list users', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.api.admin.users.$get();
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: messages.access.adminRequired });
  });

  it('a vendor cannot list users', async () => {
    const vendor = await server.signedIn('vendor');
    expect((await vendor.get('/api/admin/users')).status).toBe(403);
  });

  it('a signed-out visitor cannot list users', async () => {
    expect((await server.agent().get('/api/admin/users')).status).toBe(401);
  });
});
