import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { testEngine } from '../test/test-database.ts';
import { pendingVendorRequest, validApplication } from '../test/vendor-request-helpers.ts';
import { profiles, vendorUpgradeRequests } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';

const m = messages.vendorRequests;
const BVN = '22298765432';
const ACCOUNT = '9876543210';
const application = { ...validApplication, bvn: BVN, accountNumber: ACCOUNT };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const requestRow = async (id: string) =>
  (await server.db.select().from(vendorUpgradeRequests).where(eq(vendorUpgradeRequests.id, id)))[0]!;

describe('applying to become a vendor', () => {
  it('a customer applies; the request is pending and theirs to read, bank name added from the code', async () => {
    const customer = await server.signedIn('customer');
    expect((await (await customer.get('/api/vendor-requests/mine')).json()).request).toBeNull();
    const res = await customer.post('/api/vendor-requests', application);
    expect(res.status).toBe(201);
    const { request } = await res.json();
    expect(request).toMatchObject({
      status: 'pending',
      bvn: BVN,
      bankCode: '058',
      bankName: 'Guaranty Trust Bank (GTBank)',
      accountNumber: ACCOUNT,
      phone: '08031234567',
      adminNotes: null,
    });
    const mine = await (await customer.get('/api/vendor-requests/mine')).json();
    expect(mine.request.id).toBe(request.id);
  });

  it('a second pending request is a 409, which names no personal data', async () => {
    const customer = await server.signedIn('customer');
    expect((await customer.post('/api/vendor-requests', application)).status).toBe(201);
    const again = await customer.post('/api/vendor-requests', application);
    expect(again.status).toBe(409);
    const text = await again.text();
    expect(text).toContain(m.alreadyPending);
    expect(text).not.toContain(BVN);
    expect(text).not.toContain(ACCOUNT);
    const rows = await server.db
      .select()
      .from(vendorUpgradeRequests)
      .where(eq(vendorUpgradeRequests.userId, customer.userId));
    expect(rows).toHaveLength(1);
  });

  it('vendors, admins and guests cannot apply', async () => {
    for (const role of ['vendor', 'admin'] as const) {
      const actor = await server.signedIn(role);
      const res = await actor.post('/api/vendor-requests', application);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(m.onlyCustomers);
    }
    expect((await server.agent().post('/api/vendor-requests', application)).status).toBe(401);
  });

  it('wrong lengths, non-digits and missing fields are field errors, without echoing the values', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.post('/api/vendor-requests', {
      phone: '123',
      bvn: '2229876543x',
      bankCode: '',
      accountNumber: '98765',
      accountName: '',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toEqual({
      phone: m.phoneInvalid,
      bvn: m.bvnDigits,
      bankCode: m.bankRequired,
      accountNumber: m.accountNumberLength,
      accountName: m.accountNameRequired,
    });
    expect(JSON.stringify(body)).not.toContain('2229876543');
    expect((await customer.get('/api/vendor-requests/mine').then((r) => r.json())).request).toBeNull();
  });
});

describe("the applicant's phone follows the one Nigerian phone rule (docs/product.md#phone-numbers)", () => {
  it('refuses 17 digits and "12ab", naming the field, and stores no request', async () => {
    const customer = await server.signedIn('customer');
    for (const phone of ['08031234567123456', '12ab']) {
      const res = await customer.post('/api/vendor-requests', { ...application, phone });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ phone: m.phoneInvalid });
    }
    expect((await customer.get('/api/vendor-requests/mine').then((r) => r.json())).request).toBeNull();
  });

  it('stores "+234 803 123 4567" as 08031234567', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.post('/api/vendor-requests', { ...application, phone: '+234 803 123 4567' });
    expect(res.status).toBe(201);
    const { request } = await res.json();
    expect((await requestRow(request.id)).phone).toBe('08031234567');
  });
});

describe('admins deciding', () => {
  it('lists requests newest first with applicant name, e-mail, details and the pending count', async () => {
    const admin = await server.signedIn('admin');
    const first = await pendingVendorRequest(server.deps);
    const second = await pendingVendorRequest(server.deps);
    const res = await admin.get('/api/admin/vendor-requests?pageSize=2');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.requests.map((r: { id: string }) => r.id)).toEqual([second, first]);
    expect(body.requests[0]).toMatchObject({
      applicantName: 'Applicant',
      applicantEmail: expect.stringContaining('@example.ng'),
      bvn: validApplication.bvn,
      status: 'pending',
    });
    expect(body.pendingCount).toBeGreaterThanOrEqual(2);
    expect(body.total).toBeGreaterThanOrEqual(2);
    const page2 = await (await admin.get('/api/admin/vendor-requests?pageSize=2&page=2')).json();
    expect(page2.requests.map((r: { id: string }) => r.id)).not.toContain(second);
  });

  it('approve: role vendor, phone and bank details on the profile, notes "Approved by admin", mail sent', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    const { request } = await (await customer.post('/api/vendor-requests', application)).json();
    const res = await admin.post(`/api/admin/vendor-requests/${request.id}/approve`);
    expect(res.status).toBe(200);
    expect((await res.json()).request).toMatchObject({ status: 'approved', adminNotes: m.approvedNotes });
    const profile = await server.profileOf(customer.userId);
    expect(profile).toMatchObject({
      role: 'vendor',
      phone: '08031234567',
      bvn: BVN,
      accountNumber: ACCOUNT,
      accountName: 'Ada Okafor',
      bankName: 'Guaranty Trust Bank (GTBank)',
      bankCode: '058',
    });
    const mine = await (await customer.get('/api/vendor-requests/mine')).json();
    expect(mine.request.status).toBe('approved');
    const mail = (await server.outbox()).find((eml) => eml.includes(customer.email));
    expect(mail).toContain('You are now a vendor on Oja');
    expect(mail).toContain('/store/create');
    expect(mail).not.toContain(BVN);
    // Once a vendor, there is nothing left to apply for.
    expect((await customer.post('/api/vendor-requests', application)).status).toBe(403);
  });

  it('reject: the admin\'s reason, else "Rejected by admin"; the role stays; the applicant may apply again', async () => {
    const admin = await server.signedIn('admin');
    const customer = await server.signedIn('customer');
    const first = (await (await customer.post('/api/vendor-requests', application)).json()).request;
    const res = await admin.post(`/api/admin/vendor-requests/${first.id}/reject`, {
      reason: 'BVN does not match name',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).request).toMatchObject({ status: 'rejected', adminNotes: 'BVN does not match name' });
    expect((await server.profileOf(customer.userId))!.role).toBe('customer');
    expect((await server.profileOf(customer.userId))!.bvn).toBeNull();
    const mine = await (await customer.get('/api/vendor-requests/mine')).json();
    expect(mine.request).toMatchObject({ status: 'rejected', adminNotes: 'BVN does not match name' });
    const mail = (await server.outbox()).find((eml) => eml.includes(customer.email));
    expect(mail).toContain('BVN does not match name');

    const second = (await (await customer.post('/api/vendor-requests', application)).json()).request;
    expect(second.status).toBe('pending');
    const noReason = await admin.post(`/api/admin/vendor-requests/${second.id}/reject`, {});
    expect((await noReason.json()).request.adminNotes).toBe(m.rejectedNotes);
    const blank = await pendingVendorRequest(server.deps);
    const blankRes = await admin.post(`/api/admin/vendor-requests/${blank}/reject`, { reason: '   ' });
    expect((await blankRes.json()).request.adminNotes).toBe(m.rejectedNotes);
  });

  it('deciding a decided request is a 409 and changes nothing; an unknown one is a 404', async () => {
    const admin = await server.signedIn('admin');
    const id = await pendingVendorRequest(server.deps);
    expect((await admin.post(`/api/admin/vendor-requests/${id}/reject`, { reason: 'No' })).status).toBe(200);
    const before = await requestRow(id);
    for (const action of ['approve', 'reject']) {
      const res = await admin.post(`/api/admin/vendor-requests/${id}/${action}`, {});
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(m.alreadyDecided);
    }
    expect(await requestRow(id)).toEqual(before);
    expect((await server.profileOf(before.userId))!.role).toBe('customer');
    const missing = await admin.post('/api/admin/vendor-requests/00000000-0000-4000-8000-000000000000/approve');
    expect(missing.status).toBe(404);
  });

  it('approving the request of someone made admin meanwhile keeps them admin', async () => {
    const admin = await server.signedIn('admin');
    const id = await pendingVendorRequest(server.deps);
    const { userId } = await requestRow(id);
    await server.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, userId));
    expect((await admin.post(`/api/admin/vendor-requests/${id}/approve`)).status).toBe(200);
    expect(await server.profileOf(userId)).toMatchObject({ role: 'admin', bankCode: '058' });
  });

  it('customers and vendors cannot list, approve or reject', async () => {
    const id = await pendingVendorRequest(server.deps);
    for (const role of ['customer', 'vendor'] as const) {
      const actor = await server.signedIn(role);
      expect((await actor.get('/api/admin/vendor-requests')).status).toBe(403);
      expect((await actor.post(`/api/admin/vendor-requests/${id}/approve`)).status).toBe(403);
      expect((await actor.post(`/api/admin/vendor-requests/${id}/reject`, {})).status).toBe(403);
    }
    expect((await requestRow(id)).status).toBe('pending');
  });
});

describe('BVN and bank details are read by their owner and admins only', () => {
  it("another user's request is never reachable, and profiles and user lists do not carry bank data", async () => {
    const owner = await server.signedIn('customer');
    const { request } = await (await owner.post('/api/vendor-requests', application)).json();
    const admin = await server.signedIn('admin');
    await admin.post(`/api/admin/vendor-requests/${request.id}/approve`);

    for (const role of ['customer', 'vendor'] as const) {
      const other = await server.signedIn(role);
      for (const path of ['/api/vendor-requests/mine', '/api/profile', '/api/catalog/home']) {
        const text = await (await other.get(path)).text();
        expect(text, path).not.toContain(BVN);
        expect(text, path).not.toContain(ACCOUNT);
      }
    }
    // The owner reads their own; the admin's user list shows no bank data at all.
    expect(await (await owner.get('/api/profile')).text()).toContain(BVN);
    const users = await (await admin.get('/api/admin/users')).text();
    expect(users).not.toContain(BVN);
    expect(users).not.toContain(ACCOUNT);
    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(profile!.bvn).toBe(BVN);
  });
});

describe.runIf(testEngine === 'postgres')('at once (PostgreSQL)', () => {
  it('ten submits from one customer at once leave one pending request', async () => {
    const customer = await server.signedIn('customer');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => customer.post('/api/vendor-requests', application)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const rows = await server.db
      .select()
      .from(vendorUpgradeRequests)
      .where(eq(vendorUpgradeRequests.userId, customer.userId));
    expect(rows).toHaveLength(1);
  });

  it('approve and reject racing on one request: exactly one decision', async () => {
    const admins = await Promise.all([server.signedIn('admin'), server.signedIn('admin')]);
    for (let round = 0; round < 5; round++) {
      const id = await pendingVendorRequest(server.deps);
      const results = await Promise.all([
        admins[0]!.post(`/api/admin/vendor-requests/${id}/approve`),
        admins[1]!.post(`/api/admin/vendor-requests/${id}/reject`, { reason: 'late' }),
        admins[0]!.post(`/api/admin/vendor-requests/${id}/approve`),
        admins[1]!.post(`/api/admin/vendor-requests/${id}/approve`),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const row = await requestRow(id);
      const role = (await server.profileOf(row.userId))!.role;
      expect(role).toBe(row.status === 'approved' ? 'vendor' : 'customer');
    }
  });
});
