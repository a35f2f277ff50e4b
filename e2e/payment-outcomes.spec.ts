import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { sandboxDialog, shoot, toast, waitingCard } from './support/payment-pages.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf, stockOf } from './support/checkout.ts';
import { cardBadge, orderCard, placeOrder } from './support/orders-api.ts';
import type { Factory } from './support/factory.ts';

/**
 * The payment outcomes real providers produce, through the sandbox popup's other test
 * outcomes (as Paystack's test mode offers them): a bank transfer that is on its way and then
 * arrives, and a payment of less than was asked, which waits on the admins' Needs attention list.
 * The e2e server's sandbox transfer arrives after 10 seconds (SANDBOX_TRANSFER_SECONDS).
 */

/** ₦12,500 × 2 + the Lagos delivery fee of ₦1,500. */
const TOTAL_KOBO = 2_650_000;

/** A signed-in shopper at the checkout with two kettles (stock 5), the sandbox popup open. */
async function atSandboxPopup(page: Page, make: Factory) {
  const shop = await make.vendorWithStore();
  const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
  const session = await make.signIn(await make.customer('Ngozi Eze'));
  await usePageAs(page, session);
  await addToCartFromPage(page, kettle.id, 2);
  await page.goto('/checkout');
  await fillShipping(page, 'Lagos');
  await page.getByRole('button', { name: `Pay ${formatNaira(TOTAL_KOBO)}` }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  return { kettle, session, shop };
}

/** Opens the popup's other outcomes and presses one of them. */
async function payAnotherWay(page: Page, button: 'Pay by bank transfer' | 'Pay ₦100 less') {
  const dialog = sandboxDialog(page);
  await dialog.getByText('Other test outcomes').click();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a bank transfer keeps the order reserved while it is on its way, then the transfer settles it', async ({
      page,
      make,
    }) => {
      const { kettle, session } = await atSandboxPopup(page, make);
      await payAnotherWay(page, 'Pay by bank transfer');

      await expect(toast(page, messages.checkout.waitingForTransfer)).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(waitingCard(page)).toBeVisible();
      await expect(waitingCard(page).getByText(messages.checkout.waitingForTransferNotes)).toBeVisible();
      // Nothing to cancel or pay again while the money is on its way.
      await expect(waitingCard(page).getByRole('button', { name: /Pay now/ })).toHaveCount(0);
      expect(await stockOf(session, kettle.id)).toBe(3);
      await shoot(page, 'payment-waiting-for-transfer', viewport.width);

      // The transfer arrives: the provider's webhook settles it, and the page follows without a reload.
      const [order] = await ordersOf(session);
      await expect(orderCard(page, order!.id).getByText('Payment completed')).toBeVisible({ timeout: 30_000 });
      await expect(waitingCard(page)).toHaveCount(0);
      expect(await stockOf(session, kettle.id)).toBe(3);
      expect((await ordersOf(session)).map((o) => o.paymentStatus)).toEqual(['completed']);
    });

    test('a payment of less than was asked waits on Needs attention, where an admin refunds it and marks it resolved', async ({
      page,
      make,
      asAdmin,
    }) => {
      const { kettle, session } = await atSandboxPopup(page, make);
      await payAnotherWay(page, 'Pay ₦100 less');
      // The shopper paid something: never "Failed to place order", never an invitation to pay twice.
      await expect(page).toHaveURL(/\/profile$/);
      await expect(toast(page, messages.checkout.placeOrderFailed)).toHaveCount(0);
      const [order] = await ordersOf(session);
      expect(order!.paymentStatus).toBe('pending');

      await asAdmin();
      await page.goto('/admin?tab=needs-attention');
      const card = page.getByTestId('payment-issue').filter({ hasText: order!.paymentReference! });
      await expect(card.getByRole('heading', { name: 'Amount does not match' })).toBeVisible();
      await expect(card.getByText(`${formatNaira(TOTAL_KOBO)} NGN`)).toBeVisible();
      await expect(card.locator('mark')).toContainText(formatNaira(TOTAL_KOBO - 10_000));
      await shoot(page, 'needs-attention-mismatch', viewport.width);

      await card.getByRole('button', { name: /^Refund/ }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Refund ${formatNaira(TOTAL_KOBO - 10_000)} to the customer`);
      await confirm.getByRole('button', { name: 'Refund' }).click();
      await expect(card.getByText(`Refunded · ${formatNaira(TOTAL_KOBO - 10_000)}`)).toBeVisible();
      // The checkout is cancelled, so its kettles are back on the shelf.
      expect(await stockOf(session, kettle.id)).toBe(5);

      await card.getByRole('button', { name: /^Mark resolved/ }).click();
      const resolve = page.getByRole('dialog', { name: 'Mark this issue resolved' });
      await resolve.getByLabel('How was this resolved?').fill('Customer paid ₦100 short; refunded in full.');
      await resolve.getByRole('button', { name: /Mark resolved/ }).click();
      await expect(card).toHaveCount(0);
      await page.getByRole('radio', { name: 'Resolved' }).check();
      const resolved = page.getByTestId('payment-issue').filter({ hasText: order!.paymentReference! });
      await expect(resolved.getByTestId('resolution-note')).toHaveText('Customer paid ₦100 short; refunded in full.');
      await shoot(page, 'needs-attention-resolved', viewport.width);

      expect((await ordersOf(session)).map((o) => [o.status, o.paymentStatus])).toEqual([['cancelled', 'refunded']]);
    });

    test('a paid WhatsApp order cancelled by its vendor shows Refund pending to the shopper until an admin marks it refunded', async ({
      page,
      make,
      adminApi,
      asAdmin,
    }) => {
      const shop = await make.vendorWithStore();
      const product = await make.product(shop.api, shop.store.id, { priceKobo: 500_000 });
      const session = await make.signIn(await make.customer('Bisi Ade'));
      const { orders } = await placeOrder(session, [{ productId: product.id, quantity: 1 }]);
      const order = orders[0]!;
      expect((await adminApi.post(`/api/orders/${order.id}/mark-paid`)).status()).toBe(200);
      for (const to of ['confirmed', 'cancelled']) {
        expect((await shop.api.post(`/api/vendor/orders/${order.id}/status`, { data: { to } })).status()).toBe(200);
      }

      await usePageAs(page, session);
      await page.goto('/profile');
      await expect(orderCard(page, order.id).getByText('Refund pending')).toBeVisible();
      await shoot(page, 'refund-pending-shopper', viewport.width);

      // WhatsApp money came to the marketplace's number: an admin pays it back and says so.
      await asAdmin();
      await page.goto('/admin?tab=orders');
      await page.getByLabel('Tracking number or e-mail').fill(order.trackingNumber);
      await page.getByRole('button', { name: 'Search orders' }).click();
      const card = orderCard(page, order.id);
      await expect(card.getByText('Refund pending')).toBeVisible();
      await card.getByRole('button', { name: /Mark refunded/ }).click();
      await expect(cardBadge(card, 'Refunded')).toBeVisible();
      await expect(card.getByText('Refund pending')).toHaveCount(0);
      expect((await ordersOf(session)).map((o) => [o.status, o.paymentStatus])).toEqual([['cancelled', 'refunded']]);
    });
  });
}
