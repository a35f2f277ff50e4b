import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
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

describe('admin: all stores', () => {
  it("lists stores with their owner's name and e-mail", async () => {
    const store = await make.store(vendor.userId, { name: `Listed ${Date.now()}` });
    const { stores: rows } = await (await admin.api.admin.stores.$get()).json();
    expect(rows.find((s) => s.id === store.id)).toMatchObject({
      ownerName: 'Shop Owner',
      ownerEmail: vendor.email,
      isActive: true,
    });
  });
});
