import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stores } from '../db/schema.ts';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let vendor: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  admin = await server.signedIn('admin');
  vendor = await server.signedIn('vendor', { fullName: 'Shop Owner' });
});
afterAll(async () => {
  await server.close();
});

describe('admin: store status', () => {
  it('an admin deactivates a store and it leaves public view', async () => {
    const store = await make.store(vendor.userId, { name: `Toggle ${Date.now()}` });
    const res = await admin.patch(`/api/admin/stores/${store.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect((await server.agent().get(`/api/catalog/stores/${store.slug}`)).status).toBe(404);
    await admin.patch(`/api/admin/stores/${store.id}`, { isActive: true });
    expect((await server.agent().get(`/api/catalog/stores/${store.slug}`)).status).toBe(200);
  });

  it('a vendor cannot deactivate a store, even their own', async () => {
    const store = await make.store(vendor.userId);
    expect((await vendor.patch(`/api/admin/stores/${store.id}`, { isActive: false })).status).toBe(403);
    expect((await server.db.select().from(stores).where(eq(stores.id, store.id)))[0]?.isActive).toBe(true);
  });

  it('refuses a non-boolean isActive, naming it', async () => {
    const store = await make.store(vendor.userId);
    const res = await admin.patch(`/api/admin/stores/${store.id}`, { isActive: 'no' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ isActive: 'isActive must be true or false' });
  });
});
