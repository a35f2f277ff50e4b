import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { cardBadge, orderCard, placeOrder, placePaidOrder, sidewaysScroll } from './support/orders-api.ts';

/**
 * Order fulfilment (docs/product.md#order-status): a vendor accepts, processes, ships (with a location) and delivers a
 * sandbox-paid order from the dashboard; the customer's tracking shows every step oldest first and
 * the vendor's balance holds the credit. A cancelled paid order returns its stock and is refunded.
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a paid order goes from pending to delivered, the customer tracks it, the vendor is credited', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Funmi Fulfils' });
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
      const shopper = await make.customer('Ngozi Tracks');
      const shopperApi = await make.signIn(shopper);
      const checkout = await placePaidOrder(shopperApi, [{ productId: kettle.id, quantity: 2 }]);
      const order = checkout.orders[0]!;

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
      const card = orderCard(page, order.id);
      await expect(card).toContainText('Ngozi Tracks');
      await expect(card).toContainText(shopper.email);
      await expect(card).toContainText('12 Broad Street');
      await expect(card).toContainText(order.trackingNumber);
      await expect(card).toContainText(formatNaira(order.totalAmountKobo));
      await expect(card.getByText('Order status: Pending')).toBeVisible();
      await expect(card.getByText('Payment completed')).toBeVisible();
      await expect(
        card.getByRole('link', { name: 'Download CSV' }).or(page.getByRole('link', { name: 'Download CSV' })),
      ).toHaveAttribute('href', '/api/vendor/orders.csv');
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/fulfilment-vendor-orders-${viewport.width}.png`, fullPage: true });

      await card.getByRole('button', { name: /^Accept Order/ }).click();
      await expect(toast(page, messages.fulfilment.updated).first()).toBeVisible();
      await expect(card.getByText('Order status: Confirmed')).toBeVisible();
      await card.getByRole('button', { name: /^Start Processing/ }).click();
      await expect(card.getByText('Order status: Processing')).toBeVisible();

      await card.getByRole('button', { name: /^Ship Order/ }).click();
      const dialog = page.getByRole('dialog', { name: `Ship order #${order.id.slice(0, 8)}` });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Location').fill('Ikeja dispatch hub');
      await page.screenshot({ path: `${shots}/fulfilment-ship-dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Confirm Shipment' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText('Order status: Shipped')).toBeVisible();
      await card.getByRole('button', { name: /^Mark as Delivered/ }).click();
      await expect(card.getByText('Order status: Delivered')).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);

      // The vendor's balance holds the order's total.
      const profile = (await (await shop.api.get('/api/profile')).json()) as {
        profile: { availableBalanceKobo: number };
      };
      expect(profile.profile.availableBalanceKobo).toBe(order.totalAmountKobo);

      await page.getByRole('tab', { name: 'Overview' }).click();
      await expect(page.getByText(formatNaira(order.totalAmountKobo)).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/fulfilment-vendor-overview-${viewport.width}.png`, fullPage: true });

      // The customer's tracking: every entry, oldest first.
      await usePageAs(page, shopperApi);
      await page.goto('/profile');
      await orderCard(page, order.id)
        .getByRole('button', { name: /Track order/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText([
        new RegExp(messages.tracking.orderPlaced),
        new RegExp(messages.tracking.paymentReceived),
        /Confirmed[\s\S]*Order status updated to confirmed/,
        /Processing[\s\S]*Order status updated to processing/,
        /Shipped[\s\S]*Ikeja dispatch hub[\s\S]*Order has been shipped and is on the way to customer|Shipped[\s\S]*Order has been shipped and is on the way to customer[\s\S]*Ikeja dispatch hub/,
        /Delivered[\s\S]*Order status updated to delivered/,
      ]);
    });

    test('cancelling a paid order returns its stock and refunds it', async ({ page, make }) => {
      const shop = await make.vendorWithStore();
      const mat = await make.product(shop.api, shop.store.id, { priceKobo: 300_000, stockQuantity: 4 });
      const shopperApi = await make.signIn(await make.customer());
      const checkout = await placePaidOrder(shopperApi, [{ productId: mat.id, quantity: 3 }]);
      const order = checkout.orders[0]!;
      const stock = async () =>
        (
          (await (await page.request.get(`/api/catalog/products/${mat.id}`)).json()) as {
            product: { stockQuantity: number };
          }
        ).product.stockQuantity;

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, order.id);
      expect(await stock()).toBe(1);
      await card.getByRole('button', { name: /^Cancel/ }).click();
      const confirm = page.getByRole('alertdialog', { name: messages.fulfilment.confirmCancel });
      await expect(confirm).toBeVisible();
      // The dialog names the refund it starts.
      await expect(confirm).toContainText(`Order #${order.id.slice(0, 8)}`);
      await confirm
        .getByRole('button', { name: `Yes, cancel and refund ${formatNaira(order.totalAmountKobo)}` })
        .click();
      await expect(toast(page, messages.fulfilment.updated).first()).toBeVisible();
      await expect(card.getByText('Order status: Cancelled')).toBeVisible();
      expect(await stock()).toBe(4);
      // The refund job runs after the response; the card shows it once the list refreshes. A loaded
      // machine (two servers, two workers) can take seconds to render the dashboard after a reload.
      await expect(async () => {
        await page.reload();
        await expect(cardBadge(orderCard(page, order.id), 'Refunded')).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
    });
  });
}

test('a WhatsApp order is marked paid by an admin, not its vendor, and a stale click is refused with the product words', async ({
  page,
  make,
  asAdmin,
}) => {
  const shop = await make.vendorWithStore();
  const pot = await make.product(shop.api, shop.store.id, { priceKobo: 480_000, stockQuantity: 3 });
  const checkout = await placeOrder(await make.signIn(await make.customer()), [{ productId: pot.id, quantity: 1 }]);
  const order = checkout.orders[0]!;
  // The money goes to Oja's WhatsApp number: the vendor cannot vouch for it (docs/product.md#whatsapp).
  await usePageAs(page, shop.api);
  await page.goto('/vendor-dashboard');
  const vendorCard = orderCard(page, order.id);
  await expect(vendorCard.getByText('Awaiting payment to Oja.')).toBeVisible();
  await expect(vendorCard.getByRole('button', { name: /^Mark as Paid/ })).toHaveCount(0);

  await asAdmin();
  await page.goto('/admin?tab=orders');
  await page.getByLabel('Tracking number or e-mail').fill(order.trackingNumber);
  await page.getByRole('button', { name: 'Search orders', exact: true }).click();
  const card = orderCard(page, order.id);
  await card.getByRole('button', { name: /^Mark as Paid/ }).click();
  await expect(card.getByText('Payment completed')).toBeVisible();
  // Another tab (the vendor's) accepted it meanwhile: this page's Accept Order is stale.
  expect((await shop.api.post(`/api/vendor/orders/${order.id}/status`, { data: { to: 'confirmed' } })).status()).toBe(
    200,
  );
  await card.getByRole('button', { name: /^Accept Order/ }).click();
  await expect(toast(page, 'Error updating order: ').first()).toBeVisible();
  await expect(card.getByText('Order status: Confirmed')).toBeVisible();
});

test('the admin filters orders and moves one along', async ({ page, make, asAdmin }) => {
  const shop = await make.vendorWithStore();
  const pot = await make.product(shop.api, shop.store.id, { priceKobo: 480_000, stockQuantity: 3 });
  const checkout = await placePaidOrder(await make.signIn(await make.customer('Admin Sees')), [
    { productId: pot.id, quantity: 1 },
  ]);
  const order = checkout.orders[0]!;
  await asAdmin();
  await page.goto('/admin?tab=orders');
  await page.getByLabel('Tracking number or e-mail').fill(order.trackingNumber);
  await page.getByRole('button', { name: 'Search orders', exact: true }).click();
  const card = orderCard(page, order.id);
  await expect(card).toContainText('Admin Sees');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/fulfilment-admin-orders-1280.png`, fullPage: true });
  await card.getByRole('button', { name: /^Accept Order/ }).click();
  await expect(card.getByText('Order status: Confirmed')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('shipped');
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.screenshot({ path: `${shots}/fulfilment-admin-orders-360.png`, fullPage: true });
});

test('a cancelled WhatsApp order that was paid is due a refund by hand, and the admin marks it refunded', async ({
  page,
  make,
  asAdmin,
}) => {
  const shop = await make.vendorWithStore();
  const pot = await make.product(shop.api, shop.store.id, { priceKobo: 480_000, stockQuantity: 3 });
  const checkout = await placeOrder(await make.signIn(await make.customer()), [{ productId: pot.id, quantity: 1 }]);
  const order = checkout.orders[0]!;
  expect((await make.admin.post(`/api/orders/${order.id}/mark-paid`)).status()).toBe(200);
  expect((await shop.api.post(`/api/vendor/orders/${order.id}/status`, { data: { to: 'cancelled' } })).status()).toBe(
    200,
  );

  // The vendor sees the refund is due, but recording it is the operator's.
  await usePageAs(page, shop.api);
  await page.goto('/vendor-dashboard');
  const vendorCard = orderCard(page, order.id);
  await expect(vendorCard.getByText(messages.orders.refundDue)).toBeVisible();
  await expect(vendorCard.getByRole('button', { name: /^Mark refunded/ })).toHaveCount(0);

  await asAdmin();
  await page.goto('/admin?tab=orders');
  await page.getByLabel('Tracking number or e-mail').fill(order.trackingNumber);
  await page.getByRole('button', { name: 'Search orders', exact: true }).click();
  const card = orderCard(page, order.id);
  await expect(card.getByText(messages.orders.refundDue)).toBeVisible();
  await page.screenshot({ path: `${shots}/fulfilment-admin-refund-due-1280.png`, fullPage: true });
  await card.getByRole('button', { name: /^Mark refunded/ }).click();
  await expect(toast(page, messages.orders.markedRefunded)).toBeVisible();
  await expect(cardBadge(card, 'Refunded')).toBeVisible();
  await expect(card.getByText(messages.orders.refundDue)).toHaveCount(0);
});
