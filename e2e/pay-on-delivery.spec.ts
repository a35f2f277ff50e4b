import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf, stockOf } from './support/checkout.ts';
import { orderCard, placeOrder, sidewaysScroll } from './support/orders-api.ts';

/**
 * Pay on delivery (docs/product.md#pay-on-delivery): a vendor opts a store in, a customer checks out
 * paying at the door, the vendor accepts, ships and marks it Delivered and paid, and the customer
 * sees it delivered; the commission on such a sale is then owed — the vendor's earnings say so and
 * cashouts wait for later sales, and the admin sees the balance below zero; the option is shown disabled, with its reason, when a store has not opted in
 * or the order is over the limit; an order refused at the door goes back on the shelf.
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const podChoice = (page: Page) => page.getByRole('radio', { name: messages.payOnDelivery.choice });

/** The store's own setting, switched on from the API (the journey below switches it in the page). */
async function optIn(api: APIRequestContext, storeId: string) {
  const response = await api.patch(`/api/stores/${storeId}`, { data: { payOnDelivery: true } });
  expect(response.status(), await response.text()).toBe(200);
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a vendor opts in, a customer pays on delivery, the vendor delivers and is paid at the door', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Kemi Collects' });
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
      // ₦12,500 and ₦1,500 delivery to Lagos.
      const total = formatNaira(1_400_000);

      // The vendor opts the store in on its management page.
      await usePageAs(page, shop.api);
      await page.goto(`/store/manage/${shop.store.id}`);
      const settings = page.getByRole('region', { name: 'Store settings' });
      const offer = settings.getByRole('checkbox', { name: 'Offer Pay on delivery' });
      await expect(offer).not.toBeChecked();
      await offer.check();
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, messages.payOnDelivery.storeSaved).first()).toBeVisible();
      await expect(offer).toBeChecked();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Offer Pay on delivery' })).toBeChecked();
      await settings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/store-setting-${viewport.width}.png` });

      // The customer checks out, paying on delivery.
      const shopper = await make.customer('Bisi Pays Later');
      const shopperApi = await make.signIn(shopper);
      await usePageAs(page, shopperApi);
      await addToCartFromPage(page, kettle.id);
      await page.goto('/checkout');
      await fillShipping(page);
      await expect(podChoice(page)).toBeEnabled();
      await podChoice(page).check();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/checkout-enabled-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(toast(page, messages.payOnDelivery.placed(total)).first()).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      const [order] = await ordersOf(shopperApi);
      expect([order!.paymentMethod, order!.paymentStatus, order!.status]).toEqual([
        'pay_on_delivery',
        'on_delivery',
        'pending',
      ]);
      const mine = orderCard(page, order!.id);
      await expect(mine.getByText(messages.payOnDelivery.haveReady(total))).toBeVisible();
      await expect(mine).toContainText('Pay on delivery');
      await page.screenshot({ path: `${shots}/customer-order-${viewport.width}.png`, fullPage: true });
      expect(await stockOf(shopperApi, kettle.id)).toBe(4);

      // The vendor accepts and ships it without a payment, then is paid at the door.
      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, order!.id);
      await expect(card.getByText(messages.payOnDelivery.collect(total))).toBeVisible();
      await card.getByRole('button', { name: /^Accept Order/ }).click();
      await expect(card.getByText('Order status: Confirmed')).toBeVisible();
      await card.getByRole('button', { name: /^Start Processing/ }).click();
      await expect(card.getByText('Order status: Processing')).toBeVisible();
      await card.getByRole('button', { name: /^Ship Order/ }).click();
      const ship = page.getByRole('dialog', { name: `Ship order #${order!.id.slice(0, 8)}` });
      await ship.getByRole('button', { name: 'Confirm Shipment' }).click();
      await expect(card.getByText('Order status: Shipped')).toBeVisible();
      await expect(card.getByRole('button', { name: /^Mark as Delivered/ })).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/vendor-order-card-${viewport.width}.png` });
      await card.getByRole('button', { name: /^Delivered and paid/ }).click();
      await expect(card.getByText('Order status: Delivered')).toBeVisible();
      await expect(card.getByText('Payment completed')).toBeVisible();
      await expect(card.getByText(messages.payOnDelivery.collect(total))).toHaveCount(0);

      // The customer sees it delivered and paid, and the tracking says how.
      await usePageAs(page, shopperApi);
      await page.goto('/profile');
      const delivered = orderCard(page, order!.id);
      await expect(delivered.getByText('Order status: Delivered')).toBeVisible();
      await expect(delivered.getByText(messages.payOnDelivery.haveReady(total))).toHaveCount(0);
      await delivered.getByRole('button', { name: /Track order/ }).click();
      await expect(page.getByRole('dialog').getByRole('listitem').last()).toContainText(
        messages.payOnDelivery.deliveredAndPaidNotes,
      );
      await page.screenshot({ path: `${shots}/customer-delivered-${viewport.width}.png` });
    });

    test('the commission on a sale paid at the door is owed: the earnings say so, cashouts wait, the admin sees it', async ({
      page,
      make,
      adminApi,
      asAdmin,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Tunde Owes' });
      await optIn(shop.api, shop.store.id);
      // 10 % for this store only (its own rule), so journeys running beside this one pay none.
      const rule = await adminApi.put(`/api/admin/commission/stores/${shop.store.id}`, {
        data: { percentBp: 1000, flatKobo: 0, floorKobo: null, capKobo: null },
      });
      expect(rule.status(), await rule.text()).toBe(200);
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
      // ₦12,500 and ₦1,500 delivery to Lagos; 10 % of the kettle (delivery fees not commissioned).
      const [total, owed] = [formatNaira(1_400_000), formatNaira(125_000)];
      const shopperApi = await make.signIn(await make.customer());
      const checkout = await placeOrder(shopperApi, [{ productId: kettle.id, quantity: 1 }], 'pay_on_delivery');
      const order = checkout.orders[0]!;
      for (const to of ['confirmed', 'processing', 'shipped']) {
        const moved = await shop.api.post(`/api/vendor/orders/${order.id}/status`, { data: { to } });
        expect(moved.status(), await moved.text()).toBe(200);
      }

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, order.id);
      await card.getByRole('button', { name: /^Delivered and paid/ }).click();
      await expect(card.getByText('Order status: Delivered')).toBeVisible();

      // A fresh page, so no toast covers the figures in the screenshot.
      await page.reload();
      await page.getByRole('tab', { name: 'Earnings' }).click();
      await expect(page.getByTestId('owed-notice')).toHaveText(messages.cashouts.owed(owed));
      await expect(page.getByText(`−${owed}`, { exact: true }).first()).toBeVisible();
      const cashout = page.getByRole('form', { name: 'Request a cashout' });
      await expect(cashout.getByText(messages.cashouts.owedNoCashout(owed))).toBeVisible();
      await expect(cashout.getByRole('button', { name: 'Request Cashout' })).toBeDisabled();
      const entry = page.getByTestId('ledger-entry').first();
      await expect(entry).toContainText('Paid on delivery: commission owed');
      await expect(entry).toContainText(order.trackingNumber);
      await expect(entry.getByRole('definition').first()).toHaveText(total);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/vendor-earnings-owed-${viewport.width}.png`, fullPage: true });

      // The admin sees the balance below zero on All Users.
      await asAdmin();
      await page.goto('/admin/users');
      const row = page.getByRole('row').filter({ hasText: shop.account.email });
      await expect(row).toContainText(`−${owed}`);
      await expect(row).toContainText('(owes)');
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/admin-user-owes-${viewport.width}.png` });
    });

    test('the option is shown disabled with its reason: a store not opted in, an order over the limit', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore();
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
      const shopperApi = await make.signIn(await make.customer());
      await usePageAs(page, shopperApi);
      await addToCartFromPage(page, kettle.id);
      await page.goto('/checkout');
      await fillShipping(page);
      await expect(podChoice(page)).toBeDisabled();
      await expect(page.getByText(messages.payOnDelivery.notOfferedBy(shop.store.name))).toBeVisible();
      await page.screenshot({ path: `${shots}/checkout-disabled-store-${viewport.width}.png`, fullPage: true });

      // Opted in, but ₦150,000 and delivery is over the ₦100,000 limit.
      await optIn(shop.api, shop.store.id);
      const generator = await make.product(shop.api, shop.store.id, { priceKobo: 15_000_000, stockQuantity: 2 });
      await addToCartFromPage(page, generator.id);
      await page.goto('/checkout');
      await fillShipping(page);
      await expect(page.getByText(messages.payOnDelivery.overCap(formatNaira(10_000_000)))).toBeVisible();
      await expect(podChoice(page)).toBeDisabled();
      await page.screenshot({ path: `${shots}/checkout-disabled-cap-${viewport.width}.png`, fullPage: true });
    });
  });
}

test('refused at the door: the order is cancelled with the reason and its stock goes back', async ({ page, make }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const shop = await make.vendorWithStore();
  await optIn(shop.api, shop.store.id);
  const mat = await make.product(shop.api, shop.store.id, { priceKobo: 300_000, stockQuantity: 4 });
  const shopperApi = await make.signIn(await make.customer());
  const checkout = await placeOrder(shopperApi, [{ productId: mat.id, quantity: 3 }], 'pay_on_delivery');
  const order = checkout.orders[0]!;
  for (const to of ['confirmed', 'processing', 'shipped']) {
    const moved = await shop.api.post(`/api/vendor/orders/${order.id}/status`, { data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  expect(await stockOf(shopperApi, mat.id)).toBe(1);

  await usePageAs(page, shop.api);
  await page.goto('/vendor-dashboard');
  const card = orderCard(page, order.id);
  await card.getByRole('button', { name: /^Refused at the door/ }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.payOnDelivery.confirmRefused });
  await expect(confirm).toContainText('nothing to refund');
  await page.screenshot({ path: `${shots}/vendor-refused-confirm-360.png` });
  await confirm.getByRole('button', { name: 'Yes, it was refused' }).click();
  await expect(card.getByText('Order status: Cancelled')).toBeVisible();
  expect(await stockOf(shopperApi, mat.id)).toBe(4);

  // The customer sees the order cancelled, with the reason in its tracking.
  await usePageAs(page, shopperApi);
  await page.goto('/profile');
  const mine = orderCard(page, order.id);
  await expect(mine.getByText('Order status: Cancelled')).toBeVisible();
  await mine.getByRole('button', { name: /Track order/ }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').last()).toContainText(
    messages.payOnDelivery.refusedAtDoor,
  );
});

test('an admin sees the pay-on-delivery limit beside the delivery fees', async ({ page, asAdmin }) => {
  await asAdmin();
  await page.goto('/admin?tab=delivery-fees');
  const card = page.getByRole('form', { name: 'Pay on delivery' });
  await expect(card.getByLabel('Largest order paid on delivery (₦)')).toHaveValue('100000');
  await page.screenshot({ path: `${shots}/admin-limit-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${shots}/admin-limit-360.png` });
});
