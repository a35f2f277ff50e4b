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

type UserRow = { id: string; email: string; fullName: string; role: string; availableBalanceKobo: number | null };

describe('admin: all users', () => {
  it('an admin lists users with email, name, role, and a balance for vendors only', async () => {
    const admin = await server.signedIn('admin');
    const vendor = await server.signedIn('vendor', { fullName: 'Vee Vendor' });
    await server.db.update(profiles).set({ availableBalanceKobo: 250_000 }).where(eq(profiles.id, vendor.userId));
    const customer = await server.signedIn('customer');
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    const { users } = (await res.json()) as { users: UserRow[] };
    expect(users.find((u) => u.id === vendor.userId)).toMatchObject({ email: vendor.email, fullName: 'Vee Vendor', role: 'vendor', availableBalanceKobo: 250_000 });
    expect(users.find((u) => u.id === customer.userId)).toMatchObject({ role: 'customer', availableBalanceKobo: null });
    expect(users.find((u) => u.id === admin.userId)).toMatchObject({ role: 'admin', availableBalanceKobo: null });
    expect(Object.keys(users[0]!)).not.toContain('bvn');
  });

  it('a customer cannot list users', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.get('/api/admin/users');
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

describe('admin: changing roles', () => {
  it('an admin makes a customer a vendor, and the change applies to their next request', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    const res = await admin.patch(`/api/admin/users/${customer.userId}/role`, { role: 'vendor' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: UserRow }).user).toMatchObject({ id: customer.userId, role: 'vendor' });
    expect((await server.profileOf(customer.userId))?.role).toBe('vendor');
    const session = (await (await customer.get('/api/auth/session')).json()) as { user: { role: string } };
    expect(session.user.role).toBe('vendor');
  });

  it('a customer promoted to admin can use admin endpoints at once', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    await admin.patch(`/api/admin/users/${customer.userId}/role`, { role: 'admin' });
    expect((await customer.get('/api/admin/users')).status).toBe(200);
  });

  it('a customer cannot change anyone\'s role, their own included', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch(`/api/admin/users/${customer.userId}/role`, { role: 'admin' });
    expect(res.status).toBe(403);
    expect((await server.profileOf(customer.userId))?.role).toBe('customer');
  });

  it('a vendor cannot change roles', async () => {
    const vendor = await server.signedIn('vendor');
    const customer = await server.signedIn('customer');
    expect((await vendor.patch(`/api/admin/users/${customer.userId}/role`, { role: 'vendor' })).status).toBe(403);
    expect((await server.profileOf(customer.userId))?.role).toBe('customer');
  });

  it('a signed-out visitor cannot change roles', async () => {
    const customer = await server.signedIn('customer');
    expect((await server.agent().patch(`/api/admin/users/${customer.userId}/role`, { role: 'admin' })).status).toBe(401);
    expect((await server.profileOf(customer.userId))?.role).toBe('customer');
  });

  it('refuses a role that does not exist, naming the field', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    const res = await admin.patch(`/api/admin/users/${customer.userId}/role`, { role: 'superuser' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ role: 'Role must be customer, vendor or admin' });
  });

  it('refuses a malformed user id, naming it', async () => {
    const admin = await server.signedIn('admin');
    const res = await admin.patch('/api/admin/users/not-a-uuid/role', { role: 'vendor' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ id: 'User id must be a UUID' });
  });

  it('answers 404 for a user that does not exist', async () => {
    const admin = await server.signedIn('admin');
    const res = await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'vendor' });
    expect(res.status).toBe(404);
  });
});

describe('the last admin', () => {
  it('cannot demote themself', async () => {
    const solo = await startTestServer();
    try {
      const admin = await solo.signedIn('admin');
      const res = await admin.patch(`/api/admin/users/${admin.userId}/role`, { role: 'customer' });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: 'conflict', message: messages.admin.lastAdmin });
      expect((await solo.profileOf(admin.userId))?.role).toBe('admin');
    } finally {
      await solo.close();
    }
  });

  it('an admin may step down while another admin remains', async () => {
    const pair = await startTestServer();
    try {
      const first = await pair.signedIn('admin');
      await pair.signedIn('admin');
      const res = await first.patch(`/api/admin/users/${first.userId}/role`, { role: 'vendor' });
      expect(res.status).toBe(200);
      expect((await pair.profileOf(first.userId))?.role).toBe('vendor');
      expect((await first.get('/api/admin/users')).status).toBe(403);
    } finally {
      await pair.close();
    }
  });
});
