import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { markDocument, orderCard, placeOrder, sidewaysScroll } from './support/orders-api.ts';

/**
 * Live tracking: the orders on screen follow changes made elsewhere (an admin marks a
 * WhatsApp order paid, the shopper cancels a card payment in another tab) without a reload, through
 * the order events stream.
 */

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the open tracking dialog shows the payment an admin marks in another browser', async ({ page, make }) => {
      const vendor = await make.vendorWithStore();
      const product = await make.product(vendor.api, vendor.store.id);
      const customerApi = await make.signIn(await make.customer());
      const { orders } = await placeOrder(customerApi, [{ productId: product.id, quantity: 1 }]);
      const orderId = orders[0]!.id;

      await usePageAs(page, customerApi);
      await page.goto('/profile');
      const card = orderCard(page, orderId);
      await expect(card.getByText('Payment pending')).toBeVisible();
      await card.getByRole('button', { name: /Track order/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('listitem')).toHaveText([new RegExp(messages.tracking.orderPlaced)]);
      const sameDocument = await markDocument(page);

      // A WhatsApp payment reaches Oja's number: an admin confirms it.
      const markPaid = await make.admin.post(`/api/orders/${orderId}/mark-paid`, { data: {} });
      expect(markPaid.status(), await markPaid.text()).toBe(200);

      await expect(dialog.getByText('Payment completed')).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([
        new RegExp(messages.tracking.orderPlaced),
        new RegExp(messages.tracking.paymentReceived),
      ]);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(card.getByText('Payment completed')).toBeVisible();
      expect(await sameDocument()).toBe(true);
    });

    test('a payment cancelled in another tab turns the order cancelled on screen', async ({ page, make }) => {
      const vendor = await make.vendorWithStore();
      const product = await make.product(vendor.api, vendor.store.id);
      const customerApi = await make.signIn(await make.customer());
      const checkout = await placeOrder(customerApi, [{ productId: product.id, quantity: 1 }], 'paystack');
      const orderId = checkout.orders[0]!.id;

      await usePageAs(page, customerApi);
      await page.goto('/dashboard?tab=orders');
      const card = orderCard(page, orderId);
      await expect(card.getByText('Order status: Pending')).toBeVisible();
      const sameDocument = await markDocument(page);

      // "Another tab": a second session of the same customer.
      const cancel = await customerApi.post(`/api/payments/${checkout.reference}/cancel`, { data: {} });
      expect(cancel.status(), await cancel.text()).toBe(200);

      // Cancelled before any payment: it moves under the closed "Cancelled attempts".
      await page.getByText('Cancelled attempt (1)').click();
      await expect(card.getByText('Order status: Cancelled')).toBeVisible();
      await card.getByRole('button', { name: /Track order/ }).click();
      await expect(page.getByRole('dialog').getByRole('listitem').last()).toContainText('Cancelled');
      expect(await sameDocument()).toBe(true);
    });
  });
}

test('the page holds one order-events connection, however many orders and dialogs, and closes it on sign-out', async ({
  page,
  make,
}) => {
  const vendor = await make.vendorWithStore();
  const product = await make.product(vendor.api, vendor.store.id);
  const customerApi = await make.signIn(await make.customer());
  const first = await placeOrder(customerApi, [{ productId: product.id, quantity: 1 }]);
  await placeOrder(customerApi, [{ productId: product.id, quantity: 2 }]);

  // Count the EventSources the page makes and how many are still open.
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const made: EventSource[] = [];
    (window as unknown as { __eventSources: EventSource[] }).__eventSources = made;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    };
  });
  const openSources = () =>
    page.evaluate(() =>
      (window as unknown as { __eventSources: EventSource[] }).__eventSources
        .filter((source) => source.readyState !== EventSource.CLOSED)
        .map((source) => new URL(source.url).pathname),
    );

  await usePageAs(page, customerApi);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My Orders' }).getByRole('article')).toHaveCount(2);
  await orderCard(page, first.orders[0]!.id)
    .getByRole('button', { name: /Track order/ })
    .click();
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(1);
  await expect.poll(openSources).toEqual(['/api/orders/events']);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(openSources).toEqual([]);
});
