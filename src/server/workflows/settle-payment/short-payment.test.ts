import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import {
  checkoutBody,
  ordersOf,
  paymentRow,
  placeCheckout,
  stockOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { SANDBOX_UNDERPAY_KOBO } from '../../payments/providers/sandbox.ts';
import { messages } from '../../../shared/messages.ts';
import type { OpenCheckout, PaymentView } from '../../../shared/checkout.ts';

/**
 * A payment of less than the checkout asked for waits on the admins' Needs attention list
 * (docs/product.md#needs-attention). Meanwhile the shopper is told what they paid and what happens
 * next, is offered nothing to pay or cancel, and may buy other things.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A shopper's checkout of two kettles, paid ₦100 short in the sandbox. */
async function shortPaid() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
  expect((await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay?way=underpay`)).status).toBe(200);
  expect((await shopper.post(`/api/payments/${checkout.reference}/verify`, {})).status).toBe(409);
  return { shop, shopper, checkout };
}

describe('a checkout paid short (docs/product.md#needs-attention)', () => {
  it('reads as short to its shopper: what was paid, and nothing to pay now', async () => {
    const { shopper, checkout } = await shortPaid();
    const res = await shopper.get(`/api/payments/${checkout.reference}`);
    expect(res.status).toBe(200);
    const view = (await res.json()) as PaymentView;
    expect(view).toMatchObject({
      status: 'pending',
      amountKobo: checkout.amountKobo,
      short: { paidKobo: checkout.amountKobo - SANDBOX_UNDERPAY_KOBO },
      waiting: false,
      next: null,
    });
  });

  it('is not offered as the open checkout, so the shopper can place another order', async () => {
    const { shop, shopper } = await shortPaid();
    const open = await shopper.get('/api/payments/open');
    expect(open.status).toBe(200);
    expect((await open.json()) as OpenCheckout).toEqual({ payment: null });
    const again = await shopper.post('/api/checkout', checkoutBody([{ productId: shop.mat.id, quantity: 1 }]));
    expect(again.status).toBe(201);
  });

  it('cannot be cancelled by its shopper: 409 saying an admin refunds or accepts it, and nothing changes', async () => {
    const { shop, shopper, checkout } = await shortPaid();
    const res = await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ message: messages.checkout.shortPaymentWaits });
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
    expect((await ordersOf(server, checkout.reference)).map((o) => o.status)).toEqual(['pending']);
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
  });

  it('is not shown to another shopper (404)', async () => {
    const { checkout } = await shortPaid();
    const other = await server.signedIn('customer');
    const res = await other.get(`/api/payments/${checkout.reference}`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ message: messages.checkout.paymentNotFound });
  });

  it('an ordinary unpaid checkout reads as not short', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const view = (await (await shopper.get(`/api/payments/${checkout.reference}`)).json()) as PaymentView;
    expect(view).toMatchObject({ status: 'pending', short: null, next: { kind: 'sandbox' } });
  });
});
