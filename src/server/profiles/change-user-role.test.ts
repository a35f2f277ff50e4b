import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('admin: changing roles', () => {
  it('an admin makes a customer a vendor, and the change applies to their next request', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    const res = await admin.api.admin.users[':id'].role.$patch({
      param: { id: customer.userId },
      json: { role: 'vendor' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: customer.userId, role: 'vendor' });
    expect((await server.profileOf(customer.userId))?.role).toBe('vendor');
    const session = await (await customer.api.auth.session.$get()).json();
    expect(session.user?.role).toBe('vendor');
  });

  it('a customer promoted to admin can use admin endpoints at once', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    await admin.patch(`/api/admin/users/${customer.userId}/role`, { role: 'admin' });
    expect((await customer.get('/api/admin/users')).status).toBe(200);
  });

  it("a customer cannot change anyone's role, their own included", async () => {
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
    expect((await server.agent().patch(`/api/admin/users/${customer.userId}/role`, { role: 'admin' })).status).toBe(
      401,
    );
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

  it('two admins demoting each other at the same moment leave exactly one admin', async () => {
    // On PostgreSQL the two requests really overlap; PGlite runs them one after the other.
    for (let round = 0; round < 5; round++) {
      const pair = await startTestServer();
      try {
        const a = await pair.signedIn('admin');
        const b = await pair.signedIn('admin');
        const [aDemotesB, bDemotesA] = await Promise.all([
          a.patch(`/api/admin/users/${b.userId}/role`, { role: 'customer' }),
          b.patch(`/api/admin/users/${a.userId}/role`, { role: 'customer' }),
        ]);
        expect([aDemotesB.status, bDemotesA.status].sort()).toEqual([200, 403]);
        const loser = aDemotesB.status === 403 ? aDemotesB : bDemotesA;
        expect(await errorOf(loser)).toEqual({ code: 'forbidden', message: messages.access.adminRequired });
        const roles = [(await pair.profileOf(a.userId))?.role, (await pair.profileOf(b.userId))?.role];
        expect(roles.sort()).toEqual(['admin', 'customer']);
      } finally {
        await pair.close();
      }
    }
  });
});
