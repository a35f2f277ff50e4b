import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { ordersOf, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { deliveryFees } from '../db/schema.ts';

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

  it('a new marketplace sets only Lagos, so every other state pays the default fee the admin changes', async () => {
    const fresh = await startTestServer();
    onTestFinished(() => fresh.close());
    const admin = await fresh.signedIn('admin');
    const before = (await (await admin.get('/api/admin/delivery-fees')).json()) as {
      fees: Record<string, number>;
      defaultFeeKobo: number;
    };
    expect(before).toEqual({ fees: { Lagos: 150_000 }, defaultFeeKobo: 300_000 });

    // The operator's journey: keep every state as it is and change only the default to ₦1,500.
    const res = await admin.request('PUT', '/api/admin/delivery-fees', { fees: before.fees, defaultFeeKobo: 150_000 });
    expect(res.status).toBe(200);

    const shop = await twoStoreShop(fresh);
    const shopper = await fresh.signedIn('customer');
    const oyo = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], { state: 'Oyo' });
    expect((await ordersOf(fresh, oyo.reference))[0]!.deliveryFeeKobo).toBe(150_000);
  });

  it('a state cleared with a null fee uses the default, in the quote and in the order', async () => {
    const admin = await server.signedIn('admin');
    const set = await admin.request('PUT', '/api/admin/delivery-fees', {
      fees: { Lagos: 150_000, Oyo: 400_000 },
      defaultFeeKobo: 300_000,
    });
    expect(set.status).toBe(200);

    const cleared = await admin.request('PUT', '/api/admin/delivery-fees', {
      fees: { Lagos: 150_000, Oyo: null },
      defaultFeeKobo: 250_000,
    });
    expect(cleared.status).toBe(200);
    const after = (await cleared.json()) as { fees: Record<string, number>; defaultFeeKobo: number };
    expect([after.fees.Lagos, after.fees.Oyo, after.defaultFeeKobo]).toEqual([150_000, undefined, 250_000]);

    const shop = await twoStoreShop(server);
    const quote = await server.agent().post('/api/checkout/quote', {
      items: [{ productId: shop.kettle.id, quantity: 1 }],
      state: 'Oyo',
    });
    expect(((await quote.json()) as { deliveryFeeKobo: number }).deliveryFeeKobo).toBe(250_000);
    const shopper = await server.signedIn('customer');
    const oyo = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], { state: 'Oyo' });
    expect((await ordersOf(server, oyo.reference))[0]!.deliveryFeeKobo).toBe(250_000);
  });

  it('the upgrade clears the states whose fee equals the default, so no charge changes and the default applies to them', async () => {
    // A marketplace as migration 0002 left it, where an admin has since set Kano to ₦4,500.
    await server.db.delete(deliveryFees);
    await server.db.insert(deliveryFees).values([
      { state: '*', feeKobo: 300_000 },
      { state: 'Lagos', feeKobo: 150_000 },
      { state: 'Oyo', feeKobo: 300_000 },
      { state: 'Kano', feeKobo: 450_000 },
      { state: 'Abia', feeKobo: 300_000 },
    ]);
    const migration = await readFile(
      new URL('../db/migrations/0013_delivery-fees-use-default.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await server.db.execute(sql.raw(statement));

    const admin = await server.signedIn('admin');
    expect(await (await admin.get('/api/admin/delivery-fees')).json()).toEqual({
      fees: { Lagos: 150_000, Kano: 450_000 },
      defaultFeeKobo: 300_000,
    });
  });

  it('a state left out keeps its fee, so two admins saving different states at once both keep their change', async () => {
    const [first, second] = await Promise.all([server.signedIn('admin'), server.signedIn('admin')]);
    const saves = await Promise.all([
      first.request('PUT', '/api/admin/delivery-fees', { fees: { Ebonyi: 410_000 }, defaultFeeKobo: 300_000 }),
      second.request('PUT', '/api/admin/delivery-fees', { fees: { Bayelsa: 420_000 }, defaultFeeKobo: 300_000 }),
    ]);
    expect(saves.map((s) => s.status)).toEqual([200, 200]);
    const table = (await (await first.request('GET', '/api/admin/delivery-fees')).json()) as {
      fees: Record<string, number>;
    };
    expect([table.fees.Ebonyi, table.fees.Bayelsa, table.fees.Lagos]).toEqual([410_000, 420_000, 150_000]);
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
