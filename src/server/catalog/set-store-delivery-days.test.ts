import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { storeDeliveryDays } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import type { StoreDeliveryDays } from '../../shared/delivery-days.ts';
import type { DeliveryFees } from '../../shared/checkout.ts';

/**
 * Delivery estimates (docs/product.md#delivery-estimates, decision 0024): a store's owner sets how
 * many days the store takes to deliver — its usual days, and states that differ — and the product
 * page carries them with the fee table, so the shopper's state gives "₦1,500.00, 1–2 days".
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const lagosFaster = {
  defaultDays: { minDays: 3, maxDays: 7 },
  states: { Lagos: { minDays: 1, maxDays: 2 }, Ogun: { minDays: 2, maxDays: 3 } },
};

const rowsOf = (storeId: string) =>
  server.db
    .select({ state: storeDeliveryDays.state, minDays: storeDeliveryDays.minDays, maxDays: storeDeliveryDays.maxDays })
    .from(storeDeliveryDays)
    .where(eq(storeDeliveryDays.storeId, storeId))
    .orderBy(storeDeliveryDays.state);

type ProductPage = { product: { deliveryDays: StoreDeliveryDays } };

describe('a store’s delivery days', () => {
  it('the owner sets the usual days and faster states; the manage page and the product page read them', async () => {
    const shop = await twoStoreShop(server);
    const [store] = shop.stores;
    const res = await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, lagosFaster);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(lagosFaster);
    expect(await rowsOf(store.id)).toEqual([
      { state: '*', minDays: 3, maxDays: 7 },
      { state: 'Lagos', minDays: 1, maxDays: 2 },
      { state: 'Ogun', minDays: 2, maxDays: 3 },
    ]);

    const managed = (await (await shop.vendor.get(`/api/stores/${store.id}/manage`)).json()) as {
      deliveryDays: StoreDeliveryDays;
    };
    expect(managed.deliveryDays).toEqual(lagosFaster);

    // Anyone reads them on the product page; the fee table is its own public read.
    const page = (await (await server.agent().get(`/api/catalog/products/${shop.kettle.id}`)).json()) as ProductPage;
    expect(page.product.deliveryDays).toEqual(lagosFaster);
    const fees = (await (await server.agent().get('/api/delivery-fees')).json()) as DeliveryFees;
    expect(fees).toEqual({ fees: { Lagos: 150_000 }, defaultFeeKobo: 300_000 });
  });

  it("a store whose owner set nothing has no days, so its product page shows Oja's usual days as Oja's", async () => {
    const shop = await twoStoreShop(server);
    const page = (await (await server.agent().get(`/api/catalog/products/${shop.mat.id}`)).json()) as ProductPage;
    expect(page.product.deliveryDays).toEqual({ defaultDays: null, states: {} });
    expect(page).not.toHaveProperty('deliveryFees');
  });

  it('a save replaces the whole set: a state left out and usual days of null are gone', async () => {
    const shop = await twoStoreShop(server);
    const [store] = shop.stores;
    expect((await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, lagosFaster)).status).toBe(200);
    const next = { defaultDays: null, states: { Lagos: { minDays: 0, maxDays: 1 } } };
    const res = await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, next);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(next);
    expect(await rowsOf(store.id)).toEqual([{ state: 'Lagos', minDays: 0, maxDays: 1 }]);
    const cleared = await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, {
      defaultDays: null,
      states: {},
    });
    expect(cleared.status).toBe(200);
    expect(await rowsOf(store.id)).toEqual([]);
  });

  it('refuses days out of 0–60, not whole, the most below the fewest, or an unknown state, naming the field; nothing changes', async () => {
    const shop = await twoStoreShop(server);
    const [store] = shop.stores;
    expect((await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, lagosFaster)).status).toBe(200);
    const cases: [unknown, string, string][] = [
      [
        { defaultDays: { minDays: 5, maxDays: 2 }, states: {} },
        'defaultDays.maxDays',
        'The most days cannot be fewer than the fewest',
      ],
      [
        { defaultDays: null, states: { Lagos: { minDays: 1, maxDays: 61 } } },
        'states.Lagos.maxDays',
        'Days must be at most 60',
      ],
      [{ defaultDays: { minDays: -1, maxDays: 2 }, states: {} }, 'defaultDays.minDays', 'Days cannot be negative'],
      [{ defaultDays: { minDays: 1.5, maxDays: 2 }, states: {} }, 'defaultDays.minDays', 'Days must be whole days'],
      [{ defaultDays: { minDays: '1', maxDays: 2 }, states: {} }, 'defaultDays.minDays', 'Days must be a number'],
      [
        { defaultDays: null, states: { Atlantis: { minDays: 1, maxDays: 2 } } },
        'states.Atlantis',
        'Unknown field: Atlantis',
      ],
      [{ states: {} }, 'defaultDays', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(error.fields?.[field]).toBe(message);
    }
    expect(await rowsOf(store.id)).toHaveLength(3);
  });

  it('only the owner sets them: another vendor and an admin get 403, a customer 403, a guest 401; nothing changes', async () => {
    const shop = await twoStoreShop(server);
    const [store] = shop.stores;
    expect((await shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, lagosFaster)).status).toBe(200);
    const wanted = { defaultDays: { minDays: 30, maxDays: 60 }, states: {} };
    for (const role of ['vendor', 'admin', 'customer'] as const) {
      const other = await server.signedIn(role);
      const res = await other.request('PUT', `/api/stores/${store.id}/delivery-days`, wanted);
      expect(res.status, role).toBe(403);
      if (role !== 'customer') expect((await errorOf(res)).message).toBe(messages.access.storeNotFoundOrDenied);
    }
    expect((await server.agent().request('PUT', `/api/stores/${store.id}/delivery-days`, wanted)).status).toBe(401);
    const missing = await shop.vendor.request(
      'PUT',
      '/api/stores/00000000-0000-4000-8000-000000000000/delivery-days',
      wanted,
    );
    expect(missing.status).toBe(404);
    expect(await rowsOf(store.id)).toEqual([
      { state: '*', minDays: 3, maxDays: 7 },
      { state: 'Lagos', minDays: 1, maxDays: 2 },
      { state: 'Ogun', minDays: 2, maxDays: 3 },
    ]);
  });

  it('two saves at once leave one of them whole', async () => {
    const shop = await twoStoreShop(server);
    const [store] = shop.stores;
    const first = { defaultDays: { minDays: 1, maxDays: 3 }, states: { Kano: { minDays: 4, maxDays: 6 } } };
    const second = { defaultDays: { minDays: 2, maxDays: 4 }, states: { Rivers: { minDays: 5, maxDays: 8 } } };
    const saves = await Promise.all([
      shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, first),
      shop.vendor.request('PUT', `/api/stores/${store.id}/delivery-days`, second),
    ]);
    expect(saves.map((res) => res.status)).toEqual([200, 200]);
    const managed = (await (await shop.vendor.get(`/api/stores/${store.id}/manage`)).json()) as {
      deliveryDays: StoreDeliveryDays;
    };
    expect([first, second]).toContainEqual(managed.deliveryDays);
  });
});

describe('the state of the last order’s address', () => {
  it('is null before a first order, then the state the latest order went to; only for the signed-in', async () => {
    const shop = await twoStoreShop(server);
    const buyer = await server.signedIn('customer');
    const before = await buyer.get('/api/orders/last-shipping-state');
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ state: null });

    await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 1 }], { state: 'Lagos' });
    await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 1 }], { state: 'Kano' });
    expect(await (await buyer.get('/api/orders/last-shipping-state')).json()).toEqual({ state: 'Kano' });

    // Someone else's orders are not theirs.
    const other = await server.signedIn('customer');
    expect(await (await other.get('/api/orders/last-shipping-state')).json()).toEqual({ state: null });
    expect((await server.agent().get('/api/orders/last-shipping-state')).status).toBe(401);
  });
});
