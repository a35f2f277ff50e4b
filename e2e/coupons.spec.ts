import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs, demoAccounts } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';
import { randomWord } from './support/factory.ts';
import { orderCard } from './support/orders-api.ts';

/**
 * Coupons (docs/product.md#coupons): a vendor creates a coupon for their store on Manage Store; a
 * shopper applies it in the cart (a wrong code first, announced), sees the discount there and at
 * the checkout, pays in the sandbox, and finds the discount on their order.
 */
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a vendor makes a coupon, a shopper applies it in the cart, pays, and sees the discount on the order', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Kemi Coupons' });
      const dress = await make.product(shop.api, shop.store.id, { priceKobo: 1_000_000, stockQuantity: 5 });
      const code = `SAVE${randomWord(6).toUpperCase()}`;

      // The vendor creates 10 % off on their store's page.
      await usePageAs(page, shop.api);
      await page.goto(`/store/manage/${shop.store.id}`);
      const form = page.getByRole('form', { name: 'Create a coupon' });
      await form.getByLabel('Code').fill(code);
      await form.getByLabel('Percentage off').fill('10');
      await form.getByLabel('Total uses').fill('50');
      await form.getByRole('button', { name: 'Create coupon' }).click();
      await expect(toast(page, `Coupon ${code} created`)).toBeVisible();
      const listed = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code });
      await expect(listed).toContainText('10% off');
      await expect(listed).toContainText('Used 0 of 50 times');
      await listed.scrollIntoViewIfNeeded();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/coupons-vendor-${viewport.width}.png`, fullPage: true });

      // The shopper applies it in the cart: a mistyped code is refused, out loud.
      const shopper = await make.customer('Ada Saves');
      await usePageAs(page, await make.signIn(shopper));
      await addToCartFromPage(page, dress.id);
      await page.goto('/cart');
      await page.getByLabel('Coupon code').fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'We could not find that coupon code' })).toBeVisible();
      await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Coupon code').fill(code.toLowerCase());
      await page.getByLabel('Coupon code').press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Coupon ${code} applied` })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary).toContainText(`Coupon ${code}`);
      await expect(summary).toContainText('−₦1,000.00');
      await expect(summary).toContainText('₦9,000.00');
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/coupons-cart-${viewport.width}.png`, fullPage: true });

      // The checkout prices it again with the state's delivery fee, and the shopper pays.
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await fillShipping(page, 'Lagos');
      const order = page.getByRole('region', { name: 'Your order' });
      await expect(order).toContainText(`Coupon ${code}`);
      await expect(page.getByTestId('checkout-total')).toHaveText('₦10,500.00'); // 10,000 − 1,000 + 1,500
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/coupons-checkout-${viewport.width}.png`, fullPage: true });
      await page.getByRole('radio', { name: /Paystack/ }).check();
      await page.getByRole('button', { name: 'Pay ₦10,500.00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Oja test payment' });
      await expect(dialog.getByTestId('sandbox-amount')).toHaveText('₦10,500.00');
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);

      // The order carries the discount, on the shopper's page and through the API.
      await expect(page.getByText(`Coupon ${code}`).first()).toBeVisible();
      await expect(page.getByText('−₦1,000.00').first()).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/coupons-order-${viewport.width}.png`, fullPage: true });
      const placed = (await ordersOf(page.request))[0];
      expect(placed).toMatchObject({ totalAmountKobo: 1_050_000, paymentStatus: 'completed' });

      // The vendor's list counts the use.
      await usePageAs(page, shop.api);
      await page.goto(`/store/manage/${shop.store.id}`);
      await expect(
        page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code }),
      ).toContainText('Used 1 of 50 times');
      // …and the order card on their dashboard shows it, the store bearing it.
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, placed!.id);
      await card.getByText('Order details').click();
      await expect(card.getByText(`Coupon ${code}`)).toBeVisible();
      await expect(card.getByText('−₦1,000.00')).toBeVisible();
      await page.screenshot({ path: `${shots}/coupons-vendor-order-${viewport.width}.png`, fullPage: true });
    });

    test('an admin makes a platform coupon on the Coupons tab, and a bad amount is refused on its field', async ({
      page,
      make,
    }) => {
      await usePageAs(page, await make.signIn(demoAccounts.admin));
      await page.goto('/admin?tab=coupons');
      const form = page.getByRole('form', { name: 'Create a coupon' });
      const code = `OJA${randomWord(6).toUpperCase()}`;
      await form.getByLabel('Code').fill(code);
      await form.getByRole('radio', { name: 'Fixed amount' }).check();
      await form.getByLabel('Amount off (₦)').fill('abc');
      await form.getByRole('button', { name: 'Create coupon' }).click();
      await expect(form.getByText('Enter the amount off in naira')).toBeVisible();
      await form.getByLabel('Amount off (₦)').fill('500');
      await form.getByLabel('Minimum spend (₦)').fill('5,000');
      await form.getByLabel('Uses per customer').fill('1');
      // An Oja coupon is Oja's money: without total uses or a budget it is not made.
      await form.getByRole('button', { name: 'Create coupon' }).click();
      await expect(form.getByText(messages.promotions.budgetRequired)).toBeVisible();
      await expect(form.getByLabel('Total budget (₦)')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('Total budget (₦)').fill('50,000');
      await form.getByRole('button', { name: 'Create coupon' }).click();
      await expect(toast(page, `Coupon ${code} created`)).toBeVisible();
      const listed = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code });
      await expect(listed).toContainText('₦500.00 off when spending ₦5,000.00');
      await expect(listed).toContainText('1 per customer');
      await expect(listed).toContainText('Spent ₦0.00 of ₦50,000.00 budget');
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/coupons-admin-${viewport.width}.png`, fullPage: true });
      await listed.getByRole('button', { name: `Deactivate coupon ${code}` }).click();
      await expect(listed).toContainText('Inactive');
    });
  });
}
