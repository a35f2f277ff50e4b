import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { factories } from '../../test/factories.ts';
import { placeCheckout } from '../../test/checkout-helpers.ts';
import { orders, stores } from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * docs/product.md#role-changes: a seller who loses the role (vendor or admin made customer) can no longer
 * fulfil, so their stores are deactivated in the same change: they stop selling at once. Orders
 * they still have open stay for an admin to fulfil or cancel, and the admin must confirm the
 * demotion naming how many there are.
 */
let server: TestServer;
let make: ReturnType<typeof factories>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
});
afterAll(async () => {
  await server.close();
});

/** A vendor with two active stores, and `open` orders placed in the first one. */
async function sellerWith({ open = 0, role = 'vendor' as 'vendor' | 'admin' } = {}) {
  const seller = await server.signedIn(role, { fullName: 'Bola Sells' });
  const first = await make.store(seller.userId);
  const second = await make.store(seller.userId);
  const product = await make.product(first.id, { stockQuantity: 50 });
  const shopper = await server.signedIn('customer');
  const orderIds: string[] = [];
  for (let i = 0; i < open; i++) {
    const checkout = await placeCheckout(shopper, [{ productId: product.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    orderIds.push(checkout.orders[0]!.id);
  }
  return { seller, storeIds: [first.id, second.id], orderIds };
}
const activeOf = async (storeIds: string[]) =>
  (await server.db.select({ isActive: stores.isActive }).from(stores).where(inArray(stores.id, storeIds))).map(
    (s) => s.isActive,
  );
const demote = (admin: Awaited<ReturnType<TestServer['signedIn']>>, userId: string, body: object = {}) =>
  admin.patch(`/api/admin/users/${userId}/role`, { role: 'customer', ...body });

describe('demoting a seller', () => {
  it('a vendor with no open orders is demoted and their stores are deactivated at once', async () => {
    const admin = await server.signedIn('admin');
    const { seller, storeIds } = await sellerWith();
    const res = await demote(admin, seller.userId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { id: seller.userId, role: 'customer' },
      storesDeactivated: 2,
      openOrders: 0,
    });
    expect(await activeOf(storeIds)).toEqual([false, false]);
    expect((await server.profileOf(seller.userId))?.role).toBe('customer');
  });

  it('a vendor with open orders is not demoted until the admin confirms how many: 409, nothing changes', async () => {
    const admin = await server.signedIn('admin');
    const { seller, storeIds } = await sellerWith({ open: 2 });
    const res = await demote(admin, seller.userId);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'conflict',
      message: messages.admin.demotionNeedsConfirmation('Bola Sells', 2),
    });
    expect((await server.profileOf(seller.userId))?.role).toBe('vendor');
    expect(await activeOf(storeIds)).toEqual([true, true]);
  });

  it('confirmed with the number of open orders, the vendor is demoted, the stores deactivated, and an admin can still fulfil the orders', async () => {
    const admin = await server.signedIn('admin');
    const { seller, storeIds, orderIds } = await sellerWith({ open: 2 });
    const res = await demote(admin, seller.userId, { confirmOpenOrders: 2 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { role: 'customer' }, storesDeactivated: 2, openOrders: 2 });
    expect(await activeOf(storeIds)).toEqual([false, false]);
    // The former vendor cannot move them any more; an admin can.
    expect((await seller.post(`/api/vendor/orders/${orderIds[0]}/status`, { to: 'confirmed' })).status).toBe(403);
    expect((await admin.post(`/api/vendor/orders/${orderIds[0]}/status`, { to: 'cancelled' })).status).toBe(200);
  });

  it('a confirmation naming a different number (an order came in meanwhile) is refused again', async () => {
    const admin = await server.signedIn('admin');
    const { seller, storeIds } = await sellerWith({ open: 3 });
    const res = await demote(admin, seller.userId, { confirmOpenOrders: 2 });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.admin.demotionNeedsConfirmation('Bola Sells', 3));
    expect((await server.profileOf(seller.userId))?.role).toBe('vendor');
    expect(await activeOf(storeIds)).toEqual([true, true]);
  });

  it('delivered and cancelled orders are not open', async () => {
    const admin = await server.signedIn('admin');
    const { seller, orderIds } = await sellerWith({ open: 2 });
    await server.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderIds[0]!));
    await server.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderIds[1]!));
    const res = await demote(admin, seller.userId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ storesDeactivated: 2, openOrders: 0 });
  });

  it('the admin reads first what a demotion would do: active stores and open orders', async () => {
    const admin = await server.signedIn('admin');
    const { seller, storeIds } = await sellerWith({ open: 1 });
    await server.db.update(stores).set({ isActive: false }).where(eq(stores.id, storeIds[1]!));
    const res = await admin.get(`/api/admin/users/${seller.userId}/demotion`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      activeStores: 1,
      openOrders: 1,
      money: { availableKobo: 0, pendingKobo: 0, requestedKobo: 0, processingKobo: 0, totalKobo: 0, owedKobo: 0 },
    });
  });

  it('an admin made a customer loses their stores too; an admin made a vendor keeps selling', async () => {
    const admin = await server.signedIn('admin');
    const keeps = await sellerWith({ role: 'admin' });
    expect((await admin.patch(`/api/admin/users/${keeps.seller.userId}/role`, { role: 'vendor' })).status).toBe(200);
    expect(await activeOf(keeps.storeIds)).toEqual([true, true]);
    const loses = await sellerWith({ role: 'admin' });
    expect((await demote(admin, loses.seller.userId)).status).toBe(200);
    expect(await activeOf(loses.storeIds)).toEqual([false, false]);
  });

  it('a customer made a vendor again gets no store back by itself', async () => {
    const admin = await server.signedIn('admin');
    const { seller, storeIds } = await sellerWith();
    await demote(admin, seller.userId);
    const res = await admin.patch(`/api/admin/users/${seller.userId}/role`, { role: 'vendor' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ storesDeactivated: 0 });
    expect(await activeOf(storeIds)).toEqual([false, false]);
  });

  it('only admins may read a demotion’s effect', async () => {
    const { seller } = await sellerWith();
    const vendor = await server.signedIn('vendor');
    expect((await vendor.get(`/api/admin/users/${seller.userId}/demotion`)).status).toBe(403);
    expect((await server.agent().get(`/api/admin/users/${seller.userId}/demotion`)).status).toBe(401);
  });
});
