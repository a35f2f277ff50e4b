import { randomUUID } from 'node:crypto';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { randomWord } from './support/factory.ts';
import { addToCartFromPage } from './support/checkout.ts';
import { shippingAddress } from './support/orders-api.ts';
import { shoot } from './support/payment-pages.ts';

/**
 * A once-per-customer coupon the shopper has already used is refused in the cart, where they type
 * it, with the words checkout would use, not first at Pay.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the cart refuses a once-per-customer coupon the shopper has already used', async ({ page, make }) => {
      const shop = await make.vendorWithStore();
      const dress = await make.product(shop.api, shop.store.id, { name: 'Lace Dress', priceKobo: 1_000_000 });
      const code = `ONCE${randomWord(6).toUpperCase()}`;
      const created = await shop.api.post(`/api/stores/${shop.store.id}/coupons`, {
        data: { code, kind: 'fixed', amountKobo: 100_000, maxUsesPerCustomer: 1 },
      });
      expect(created.status(), await created.text()).toBe(201);
      const session = await make.signIn(await make.customer('Ada Once'));
      const first = await session.post('/api/checkout', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          items: [{ productId: dress.id, quantity: 1 }],
          shippingAddress,
          paymentMethod: 'paystack',
          couponCode: code,
        },
      });
      expect(first.status(), await first.text()).toBe(201);

      await usePageAs(page, session);
      await addToCartFromPage(page, dress.id);
      await page.goto('/cart');
      await page.getByLabel('Coupon code').fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'You have already used this coupon' })).toBeVisible();
      await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('region', { name: 'Order Summary' })).not.toContainText(`Coupon ${code}`);
      await shoot(page, 'checkout-coupon-already-used', viewport.width);
    });
  });
}
