import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
});
afterAll(async () => {
  await server.close();
});

describe('managing a store', () => {
  it("the owner sees all the store's products, inactive ones included", async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    await make.product(store.id, { name: 'On' });
    await make.product(store.id, { name: 'Off', isActive: false });
    const res = await vendor.get(`/api/stores/${store.id}/manage`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: { name: string }[] };
    expect(body.products.map((p) => p.name).sort()).toEqual(['Off', 'On']);
  });

  it("a vendor cannot manage another vendor's store", async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const res = await intruder.get(`/api/stores/${store.id}/manage`);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(messages.access.storeNotFoundOrDenied);
  });

  it('an admin who does not own the store cannot manage it either', async () => {
    const owner = await server.signedIn('vendor');
    const admin = await server.signedIn('admin');
    const store = await make.store(owner.userId);
    expect((await admin.get(`/api/stores/${store.id}/manage`)).status).toBe(403);
  });

  it('a store id that is not a UUID is refused, naming the parameter', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.get('/api/stores/any-store/manage');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: 'Store id must be a UUID',
      fields: { storeId: 'Store id must be a UUID' },
    });
  });

  it('an unknown store is "Store not found or access denied"', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.get('/api/stores/00000000-0000-4000-8000-000000000000/manage');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.access.storeNotFoundOrDenied);
  });
});
