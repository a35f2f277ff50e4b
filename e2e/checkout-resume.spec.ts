import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { sandboxDialog, shoot, toast, waitingCard } from './support/payment-pages.ts';
import type { PaymentView } from '../src/shared/checkout.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf, stockOf } from './support/checkout.ts';
import { orderCard, placeOrder } from './support/orders-api.ts';
import type { Factory } from './support/factory.ts';

/**
 * docs/product.md#unpaid-checkouts: a payment reloaded or abandoned leaves a checkout unpaid. It offers Pay now and
 * Cancel wherever its orders are listed, /checkout resumes it instead of placing a second set of
 * orders, and a checkout cancelled before any payment waits under "Cancelled attempts". Sandbox
 * provider (no provider keys in e2e).
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const unpaidCard = (page: Page) => page.getByRole('region', { name: 'Checkout waiting for payment' });

/** ₦12,500 × 2 + the Lagos delivery fee of ₦1,500. */
const TOTAL_KOBO = 2_650_000;

/** A signed-in shopper with two of one store's kettles in the cart (stock 5). */
async function shopperWithCart(page: Page, make: Factory) {
  const shop = await make.vendorWithStore();
  const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
  const session = await make.signIn(await make.customer('Ngozi Eze'));
  await usePageAs(page, session);
  await addToCartFromPage(page, kettle.id, 2);
  return { kettle, session };
}

/** Places the cart's checkout in the page and reloads while the sandbox payment popup is open. */
async function reloadDuringPayment(page: Page) {
  await page.goto('/checkout');
  await fillShipping(page, 'Lagos');
  await page.getByRole('button', { name: `Pay ${formatNaira(TOTAL_KOBO)}` }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await page.reload();
}

/** The payment as the server answers it, with a transfer on its way (the sandbox has no transfers). */
async function transferOnItsWay(page: Page, reference: string) {
  await page.route(
    (url) => url.pathname === `/api/payments/${reference}`,
    async (route) => {
      const real = (await (await route.fetch()).json()) as PaymentView;
      await route.fulfill({ json: { ...real, waiting: true } });
    },
  );
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('reload during the sandbox payment dialog, then Pay now from My Orders pays it', async ({ page, make }) => {
      const { kettle, session } = await shopperWithCart(page, make);
      await reloadDuringPayment(page);

      await page.goto('/dashboard?tab=orders');
      const [order] = await ordersOf(session);
      const card = orderCard(page, order!.id);
      await expect(card.getByText('Payment pending')).toBeVisible();
      // Pay now and Cancel sit in the order's own card.
      const unpaid = card.getByRole('region', { name: 'Checkout waiting for payment' });
      await expect(unpaid).toContainText(formatNaira(TOTAL_KOBO));
      await shoot(page, 'orders-pay-now', viewport.width);

      await unpaid.getByRole('button', { name: /^Pay now/ }).click();
      const dialog = sandboxDialog(page);
      await expect(dialog.getByTestId('sandbox-amount')).toHaveText(formatNaira(TOTAL_KOBO));
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      await expect(card.getByText('Payment completed')).toBeVisible();
      await expect(unpaid).toHaveCount(0);
      // What was paid for leaves the cart: nothing invites paying for it twice.
      await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
      const orders = await ordersOf(session);
      expect(orders.map((o) => [o.status, o.paymentStatus])).toEqual([['pending', 'completed']]);
      expect(await stockOf(session, kettle.id)).toBe(3);
    });

    test('a second try that pays leaves no "Payment cancelled" beside "Payment successful!"', async ({
      page,
      make,
    }) => {
      await shopperWithCart(page, make);
      await page.goto('/checkout');
      await fillShipping(page, 'Lagos');
      const pay = page.getByRole('button', { name: `Pay ${formatNaira(TOTAL_KOBO)}` });
      await pay.click();
      await sandboxDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(toast(page, messages.checkout.paymentCancelled)).toBeVisible();

      await pay.click();
      await sandboxDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      // Dismissed toasts leave with an animation: only the ones still standing count.
      const standing = page.locator('[data-sonner-toast]:not([data-removed="true"])');
      expect(await standing.filter({ hasText: messages.checkout.paymentCancelled }).count()).toBe(0);
    });

    test('Cancel from My Orders cancels the checkout, which then waits under Cancelled attempts', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore();
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
      const session = await make.signIn(await make.customer());
      const checkout = await placeOrder(session, [{ productId: kettle.id, quantity: 2 }], 'paystack');
      const orderId = checkout.orders[0]!.id;
      expect(await stockOf(session, kettle.id)).toBe(3);

      await usePageAs(page, session);
      await page.goto('/dashboard?tab=orders');
      await unpaidCard(page)
        .getByRole('button', { name: /^Cancel/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this checkout?' });
      await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();

      await expect(toast(page, messages.checkout.paymentCancelled)).toBeVisible();
      await expect(unpaidCard(page)).toHaveCount(0);
      expect(await stockOf(session, kettle.id)).toBe(5);
      expect((await ordersOf(session)).map((o) => [o.status, o.paymentStatus])).toEqual([['cancelled', 'cancelled']]);
      // Out of the way: closed until opened.
      const attempts = page.getByText('Cancelled attempt (1)');
      await expect(attempts).toBeVisible();
      await expect(orderCard(page, orderId)).toBeHidden();
      await attempts.click();
      await expect(orderCard(page, orderId).getByText('Order status: Cancelled')).toBeVisible();

      // The Overview's recent orders leave it out altogether.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
      await expect(page.getByText(messages.orders.none)).toBeVisible();
      await expect(orderCard(page, orderId)).toHaveCount(0);
    });

    test('the checkout page resumes an open checkout, and pays it', async ({ page, make }) => {
      const { kettle, session } = await shopperWithCart(page, make);
      await reloadDuringPayment(page);

      const open = page.getByRole('region', { name: 'You have a checkout waiting for payment' });
      await expect(open).toContainText(formatNaira(TOTAL_KOBO));
      // Instead of the form: no second set of orders.
      await expect(page.getByLabel('Address')).toHaveCount(0);
      await shoot(page, 'checkout-resume', viewport.width);

      await open.getByRole('button', { name: /^Pay now/ }).click();
      await sandboxDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
      expect((await ordersOf(session)).map((o) => o.paymentStatus)).toEqual(['completed']);
      expect(await stockOf(session, kettle.id)).toBe(3);
    });

    test('the checkout page resumes an open checkout; once cancelled, the form is back', async ({ page, make }) => {
      const { kettle, session } = await shopperWithCart(page, make);
      await reloadDuringPayment(page);

      const open = page.getByRole('region', { name: 'You have a checkout waiting for payment' });
      await open.getByRole('button', { name: /^Cancel it/ }).click();
      await page
        .getByRole('alertdialog', { name: 'Cancel this checkout?' })
        .getByRole('button', { name: 'Yes, cancel it' })
        .click();
      await expect(toast(page, messages.checkout.paymentCancelled)).toBeVisible();
      await expect(page.getByLabel('Address')).toBeVisible();
      await expect(open).toHaveCount(0);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      expect(await stockOf(session, kettle.id)).toBe(5);
    });

    test('a transfer on its way says so where the checkout is listed and on /checkout, with nothing to pay again', async ({
      page,
      make,
    }) => {
      const { session } = await shopperWithCart(page, make);
      const [line] = (await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))) as {
        id: string;
        quantity: number;
      }[];
      const checkout = await placeOrder(session, [{ productId: line!.id, quantity: line!.quantity }], 'paystack');
      await transferOnItsWay(page, checkout.reference);

      await page.goto('/dashboard?tab=orders');
      const waiting = waitingCard(page);
      await expect(waiting).toContainText(messages.checkout.waitingForTransferNotes);
      await expect(waiting).toContainText(formatNaira(checkout.amountKobo));
      await expect(waiting.getByRole('button')).toHaveCount(0);
      await expect(unpaidCard(page)).toHaveCount(0);
      await shoot(page, 'orders-waiting', viewport.width);

      // The checkout page offers this checkout, not a fresh one (GET /api/payments/open, answered
      // here with the same transfer on its way).
      const view = (await (await session.get(`/api/payments/${checkout.reference}`)).json()) as PaymentView;
      await page.route('**/api/payments/open', (route) =>
        route.fulfill({ json: { payment: { ...view, waiting: true } } }),
      );
      await page.goto('/checkout');
      await expect(waitingCard(page)).toContainText(messages.checkout.waitingForTransferNotes);
      await expect(waitingCard(page).getByRole('button', { name: /Pay now/ })).toHaveCount(0);
      await expect(page.getByLabel('Address')).toHaveCount(0);
      await shoot(page, 'checkout-waiting', viewport.width);
    });

    test('Cancel answered "a transfer is on its way" keeps the checkout, and says so', async ({ page, make }) => {
      const shop = await make.vendorWithStore();
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
      const session = await make.signIn(await make.customer());
      const checkout = await placeOrder(session, [{ productId: kettle.id, quantity: 1 }], 'paystack');
      await usePageAs(page, session);
      await page.goto('/profile');
      await expect(unpaidCard(page).getByRole('button', { name: /^Pay now/ })).toBeEnabled();

      // The server asked the provider: the shopper's bank transfer has started (nothing cancelled).
      const view = (await (await session.get(`/api/payments/${checkout.reference}`)).json()) as PaymentView;
      await page.route(`**/api/payments/${checkout.reference}/cancel`, (route) =>
        route.fulfill({ json: { ...view, waiting: true } }),
      );
      await transferOnItsWay(page, checkout.reference);
      await unpaidCard(page)
        .getByRole('button', { name: /^Cancel/ })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Cancel this checkout?' })
        .getByRole('button', { name: 'Yes, cancel it' })
        .click();

      await expect(toast(page, messages.checkout.waitingForTransfer)).toBeVisible();
      await expect(toast(page, messages.checkout.paymentCancelled)).toHaveCount(0);
      await expect(waitingCard(page)).toContainText(messages.checkout.waitingForTransferNotes);
      expect((await ordersOf(session)).map((o) => [o.status, o.paymentStatus])).toEqual([['pending', 'pending']]);
    });
  });
}
