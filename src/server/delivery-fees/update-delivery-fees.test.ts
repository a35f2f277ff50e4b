import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { ordersOf, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the admin delivery-fee editor', () => {
  it('an admin reads and replaces the table; checkout uses the new fees at once', async () => {
    const admin = await server.signedIn('admin');
    const before = await (await admin.get('/api/admin/delivery-fees')).json();
    expect(before).toMatchObject({ fees: { Lagos: 150_000 }, defaultFeeKobo: 300_000 });

    const res = await admin.request('PUT', '/api/admin/delivery-fees', {
      fees: { Lagos: 200_000, Kano: 450_000 },
      defaultFeeKobo: 350_000,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fees: { Lagos: 200_000, Kano: 450_000 }, defaultFeeKobo: 350_000 });
    expect(await (await server.agent().get('/api/delivery-fees')).json()).toEqual({
      fees: { Lagos: 200_000, Kano: 450_000 },
      defaultFeeKobo: 350_000,
    });

    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const lagos = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    expect((await ordersOf(server, lagos.reference))[0]!.deliveryFeeKobo).toBe(200_000);
    const oyo = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], { state: 'Oyo' });
    expect((await ordersOf(server, oyo.reference))[0]!.deliveryFeeKobo).toBe(350_000);
  });

  it('refuses unknown states, negative, fractional and missing fees, changing nothing', async () => {
    const admin = await server.signedIn('admin');
    const before = await (await admin.get('/api/admin/delivery-fees')).json();
    for (const body of [
      { fees: { Atlantis: 100 }, defaultFeeKobo: 100 },
      { fees: { Lagos: -1 }, defaultFeeKobo: 100 },
      { fees: { Lagos: 10.5 }, defaultFeeKobo: 100 },
      { fees: { Lagos: 100 } },
      { fees: { Lagos: '100' }, defaultFeeKobo: 100 },
    ]) {
      const res = await admin.request('PUT', '/api/admin/delivery-fees', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.fields).toBeDefined();
    }
    expect(await (await admin.get('/api/admin/delivery-fees')).json()).toEqual(before);
  });

  it('customers and vendors cannot read or edit the table', async () => {
    for (const role of ['customer', 'vendor'] as const) {
      const actor = await server.signedIn(role);
      expect((await actor.get('/api/admin/delivery-fees')).status).toBe(403);
      expect((await actor.request('PUT', '/api/admin/delivery-fees', { fees: {}, defaultFeeKobo: 0 })).status).toBe(
        403,
      );
    }
    expect((await server.agent().get('/api/admin/delivery-fees')).status).toBe(401);
  });
});
