import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import type { Checkout } from '../src/shared/checkout.ts';
import { addToCartFromPage, fillShipping } from './support/checkout.ts';
import { randomWord } from './support/factory.ts';
import { shippingAddress } from './support/orders-api.ts';

/**
 * Promotions are money (docs/product.md#coupons, decision 0026): a shopper with an Oja coupon is
 * told at the checkout that pay on delivery cannot take it, before placing the order; and an
 * admin releases an Oja coupon credit that went over a store's daily limit on Needs attention.
 */
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** No WCAG 2 A/AA violation on the page as it stands (as every-route.spec.ts checks each route). */
async function passesAxe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function ojaCoupon(adminApi: APIRequestContext, amountKobo: number) {
  const code = `OJA${randomWord(6).toUpperCase()}`;
  const res = await adminApi.post('/api/admin/coupons', { data: { code, kind: 'fixed', amountKobo, maxUses: 20 } });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a shopper with an Oja coupon sees at the checkout that pay on delivery cannot take it', async ({
      page,
      make,
      adminApi,
    }) => {
      const shop = await make.vendorWithStore();
      const optedIn = await shop.api.patch(`/api/stores/${shop.store.id}`, { data: { payOnDelivery: true } });
      expect(optedIn.status()).toBe(200);
      const lamp = await make.product(shop.api, shop.store.id, { priceKobo: 800_000, stockQuantity: 5 });
      const code = await ojaCoupon(adminApi, 50_000);

      await usePageAs(page, await make.signIn(await make.customer()));
      await addToCartFromPage(page, lamp.id);
      await page.goto('/checkout');
      await fillShipping(page);
      const payOnDelivery = page.getByRole('radio', { name: messages.payOnDelivery.choice });
      // Without the coupon the store takes payment at the door.
      await expect(payOnDelivery).toBeEnabled();
      await page.getByLabel('Coupon code').fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Coupon ${code} applied` })).toBeVisible();
      await expect(payOnDelivery).toBeDisabled();
      await expect(payOnDelivery).toHaveAccessibleDescription(messages.promotions.notOnDelivery);
      await expect(page.getByRole('radio', { name: /Paystack/ })).toBeChecked();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.getByText(messages.promotions.notOnDelivery).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/promo-checkout-${viewport.width}.png` });
      await passesAxe(page);

      // Removing the coupon gives pay on delivery back.
      await page.getByRole('button', { name: `Remove coupon ${code}` }).click();
      await expect(payOnDelivery).toBeEnabled();
    });

    test('an admin releases Oja coupon credit held over the daily limit on Needs attention', async ({
      page,
      make,
      adminApi,
      asAdmin,
    }) => {
      // Every Oja coupon credit is over a ₦0 limit, so this store's waits for the admin.
      const limit = await adminApi.put('/api/admin/platform-credit/limit', { data: { dailyLimitKobo: 0 } });
      expect(limit.status()).toBe(200);
      const shop = await make.vendorWithStore();
      const lamp = await make.product(shop.api, shop.store.id, { priceKobo: 800_000, stockQuantity: 5 });
      const code = await ojaCoupon(adminApi, 50_000);
      const shopper = await make.signIn(await make.customer());
      const placed = await shopper.post('/api/checkout', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          items: [{ productId: lamp.id, quantity: 1 }],
          shippingAddress,
          paymentMethod: 'paystack',
          couponCode: code,
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const checkout = (await placed.json()) as Checkout;
      const pay = await shopper.post(`/api/payments/sandbox/${checkout.reference}/pay`, { data: {} });
      const { transactionId } = (await pay.json()) as { transactionId: string };
      await shopper.post(`/api/payments/${checkout.reference}/verify`, { data: { transactionId } });
      const orderId = checkout.orders[0]!.id;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const moved = await shop.api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
        expect(moved.status(), await moved.text()).toBe(200);
      }

      // The seller sees the Oja coupon credit under review, apart from the sale they can cash out.
      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const promo = page.getByTestId('ledger-entry').filter({ hasText: 'Oja coupon discount, paid by Oja' });
      await expect(promo).toContainText(messages.promotions.underReview);
      await expect(promo).toContainText(`+${formatNaira(50_000)}`);
      expect(await sidewaysScroll(page)).toBe(0);
      await promo.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/promo-seller-earnings-${viewport.width}.png` });
      await passesAxe(page);

      await asAdmin();
      await page.goto('/admin?tab=needs-attention');
      const card = page.getByRole('article', {
        name: `Held Oja coupon credit: ${formatNaira(50_000)} to ${shop.store.name}`,
      });
      await expect(card).toBeVisible();
      await expect(card).toContainText(checkout.orders[0]!.trackingNumber);
      await expect(card).toContainText(code);
      await expect(card).toContainText(messages.promotions.underReview);
      expect(await sidewaysScroll(page)).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/promo-needs-attention-${viewport.width}.png` });
      await passesAxe(page);
      await card.getByRole('button', { name: `Release credit ${formatNaira(50_000)} to ${shop.store.name}` }).click();
      await expect(toast(page, messages.promotions.creditReleased)).toBeVisible();
      await expect(card).toHaveCount(0);

      // The limit is set beside the payout holds: a bad one is refused on its field. It stays ₦0, so
      // the other width's run of this journey, beside this one, is held too.
      await page.goto('/admin?tab=payouts');
      const limitField = page.getByLabel('Daily limit per store (₦)');
      await expect(limitField).toHaveValue('0');
      await limitField.fill('lots');
      await page.getByRole('button', { name: 'Save limit' }).click();
      await expect(page.getByText(messages.promotions.dailyLimitInvalid)).toBeVisible();
      await limitField.fill('0');
      await page.getByRole('button', { name: 'Save limit' }).click();
      await expect(toast(page, `Daily limit saved: ${formatNaira(0)}`)).toBeVisible();
      await page.getByRole('heading', { name: 'Oja coupon credit per store' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/promo-limit-${viewport.width}.png` });
    });
  });
}
