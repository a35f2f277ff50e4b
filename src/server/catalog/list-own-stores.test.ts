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

describe('My Stores', () => {
  it('"My Stores" lists only the vendor\'s own stores', async () => {
    const vendor = await server.signedIn('vendor');
    const other = await server.signedIn('vendor');
    await make.store(vendor.userId, { name: `Mine ${Date.now()}` });
    await make.store(other.userId, { name: `Theirs ${Date.now()}` });
    const { stores: mine } = await (await vendor.api.stores.mine.$get()).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.ownerId).toBe(vendor.userId);
  });

  it('a customer has no "My Stores"', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.get('/api/stores/mine');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(messages.access.vendorRequired);
  });
});
