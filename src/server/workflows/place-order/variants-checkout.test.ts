import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { checkoutBody, ordersOf, payInSandbox, placeCheckout, stockOf } from '../../test/checkout-helpers.ts';
import { dressShop, putVariants, variantStock } from '../../test/variant-helpers.ts';
import { orderItems } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const itemsOf = async (orderId: string) =>
  server.db
    .select({
      variantId: orderItems.variantId,
      variantLabel: orderItems.variantLabel,
      priceKobo: orderItems.priceKobo,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));

describe('buying a size and colour (decision 0025)', () => {
  it('a product with options needs a variant on its line: 400 naming the field, nothing written', async () => {
    const shop = await dressShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post('/api/checkout', checkoutBody([{ productId: shop.dress.id, quantity: 1 }]));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: 'Choose which size and colour you want',
      fields: { 'items.0.variantId': 'Choose which size and colour you want' },
    });
    expect(await stockOf(server, shop.dress.id)).toBe(18);
  });

  it('refuses a variant of another product', async () => {
    const shop = await dressShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.mat.id, quantity: 1, variantId: shop.variant('Size M · Black').id }]),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ 'items.0.variantId': "That choice is not one of this product's" });
    expect(await stockOf(server, shop.mat.id)).toBe(10);
  });

  it("takes the variant's stock and the product's, at the variant's own price, and freezes its label on the order", async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    const red = shop.variant('Size M · Red');
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.dress.id, quantity: 2, variantId: black.id },
      { productId: shop.dress.id, quantity: 1, variantId: red.id },
    ]);
    expect(await variantStock(server, black.id)).toBe(1);
    expect(await variantStock(server, red.id)).toBe(2);
    expect(await stockOf(server, shop.dress.id)).toBe(15);
    const [order] = await ordersOf(server, checkout.reference);
    const items = await itemsOf(order!.id);
    expect(items.sort((a, b) => a.priceKobo - b.priceKobo)).toEqual([
      { variantId: red.id, variantLabel: 'Size M · Red', priceKobo: 250_000, quantity: 1 },
      { variantId: black.id, variantLabel: 'Size M · Black', priceKobo: 300_000, quantity: 2 },
    ]);
    // Lagos delivery ₦1,500.
    expect(checkout.amountKobo).toBe(2 * 300_000 + 250_000 + 150_000);
  });

  it('refuses more than the variant holds, even when the product holds more, naming the variant', async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    const res = await (
      await server.signedIn('customer')
    ).post('/api/checkout', checkoutBody([{ productId: shop.dress.id, quantity: 4, variantId: black.id }]));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toContain('Kettle (Size M · Black)');
    expect(await variantStock(server, black.id)).toBe(3);
    expect(await stockOf(server, shop.dress.id)).toBe(18);
  });

  it('a cancelled checkout gives the stock back to the variant', async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.dress.id, quantity: 2, variantId: black.id }]);
    expect((await shopper.post(`/api/payments/${checkout.reference}/cancel`)).status).toBe(200);
    expect(await variantStock(server, black.id)).toBe(3);
    expect(await stockOf(server, shop.dress.id)).toBe(18);
  });

  it('a paid order the vendor cancels gives the stock back to the variant', async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.dress.id, quantity: 1, variantId: black.id }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const [order] = await ordersOf(server, checkout.reference);
    const res = await shop.vendor.post(`/api/vendor/orders/${order!.id}/status`, { to: 'cancelled' });
    expect(res.status).toBe(200);
    expect(await variantStock(server, black.id)).toBe(3);
    expect(await stockOf(server, shop.dress.id)).toBe(18);
  });

  it('received returned items go back to the variant', async () => {
    const shop = await dressShop(server);
    // A return window (the store's payout hold) lets the shopper send it back.
    const admin = await server.signedIn('admin');
    const hold = await admin.request('PUT', `/api/admin/payout-holds/stores/${shop.dress.storeId}`, { holdDays: 3 });
    expect(hold.status).toBe(200);
    const black = shop.variant('Size M · Black');
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.dress.id, quantity: 2, variantId: black.id }]);
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const [order] = await ordersOf(server, checkout.reference);
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered'])
      expect((await shop.vendor.post(`/api/vendor/orders/${order!.id}/status`, { to })).status).toBe(200);
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const opened = await shopper.post(`/api/orders/${order!.id}/return`, {
      items: [{ orderItemId: item!.id, quantity: 1 }],
      reason: 'damaged',
      comment: 'A seam came open',
    });
    expect(opened.status).toBe(201);
    const { returnId } = (await opened.json()) as { returnId: string };
    // Both sides see which size and colour is coming back.
    const view = (await (await shopper.get(`/api/orders/${order!.id}/return`)).json()) as {
      items: { productName: string }[];
      request: { items: { productName: string }[] };
    };
    expect(view.items.map((i) => i.productName)).toEqual([`${shop.dress.name} (Size M · Black)`]);
    expect(view.request.items.map((i) => i.productName)).toEqual([`${shop.dress.name} (Size M · Black)`]);
    const open = (await (await shop.vendor.get('/api/vendor/returns?view=open')).json()) as {
      returns: { items: { productName: string }[] }[];
    };
    expect(open.returns[0]!.items.map((i) => i.productName)).toEqual([`${shop.dress.name} (Size M · Black)`]);
    expect((await shop.vendor.post(`/api/vendor/returns/${returnId}/accept`, { refundKobo: 300_000 })).status).toBe(
      200,
    );
    expect(await variantStock(server, black.id)).toBe(1);
    expect((await shop.vendor.post(`/api/vendor/returns/${returnId}/received`)).status).toBe(200);
    expect(await variantStock(server, black.id)).toBe(2);
    expect(await stockOf(server, shop.dress.id)).toBe(17);
  });

  it('an order keeps its label after the vendor drops that combination, and its stock goes nowhere', async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.dress.id, quantity: 1, variantId: black.id }]);
    const dropped = await putVariants(shop.vendor, shop.dress.id, {
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ values: ['S'], stockQuantity: 4 }],
    });
    expect(dropped.status).toBe(200);
    const [order] = await ordersOf(server, checkout.reference);
    expect(await itemsOf(order!.id)).toEqual([
      { variantId: null, variantLabel: 'Size M · Black', priceKobo: 300_000, quantity: 1 },
    ]);
    expect((await shopper.post(`/api/payments/${checkout.reference}/cancel`)).status).toBe(200);
    expect(await stockOf(server, shop.dress.id)).toBe(4);
  });

  it("the vendor's order list shows the variant", async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.dress.id, quantity: 1, variantId: black.id },
    ]);
    const res = await shop.vendor.get('/api/vendor/orders');
    const body = (await res.json()) as { orders: { items: { productName: string; variantLabel: string | null }[] }[] };
    expect(body.orders[0]!.items).toMatchObject([{ productName: 'Kettle', variantLabel: 'Size M · Black' }]);
  });

  it("the cart quote prices a line at its variant's price and stock", async () => {
    const shop = await dressShop(server);
    const black = shop.variant('Size M · Black');
    const res = await server.agent().post('/api/checkout/quote', {
      items: [
        { productId: shop.dress.id, quantity: 1, variantId: black.id },
        { productId: shop.dress.id, quantity: 1 },
      ],
    });
    const quote = (await res.json()) as {
      lines: {
        variantLabel: string | null;
        product: { priceKobo: number; stockQuantity: number; available: boolean };
      }[];
      subtotalKobo: number;
    };
    expect(
      quote.lines.map((l) => [l.variantLabel, l.product.priceKobo, l.product.stockQuantity, l.product.available]),
    ).toEqual([
      ['Size M · Black', 300_000, 3, true],
      [null, 250_000, 0, false],
    ]);
    expect(quote.subtotalKobo).toBe(300_000);
  });
});
