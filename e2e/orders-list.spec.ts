import AxeBuilder from '@axe-core/playwright';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { formatNaira } from '../src/shared/money.ts';
import { messages } from '../src/shared/messages.ts';
import { orderCard, placeOrder, placePaidOrder, sidewaysScroll } from './support/orders-api.ts';

/**
 * The shopper's orders: /profile and the dashboard list the signed-in customer's own
 * orders (never another customer's) with their details and badges in words, the tracking dialog
 * shows the entries oldest first and works from the keyboard, and the Overview shows the newest 5.
 */

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/profile lists only my orders, with details, badges in words and the tracking dialog', async ({
      page,
      make,
    }) => {
      const fabrics = await make.vendorWithStore();
      const aso = await make.product(fabrics.api, fabrics.store.id, { priceKobo: 1_250_000, stockQuantity: 10 });
      const kitchen = await make.vendorWithStore();
      const pot = await make.product(kitchen.api, kitchen.store.id, { priceKobo: 480_000, stockQuantity: 10 });

      const me = await make.customer('Ngozi Orders');
      const myApi = await make.signIn(me);
      const whatsapp = await placeOrder(myApi, [
        { productId: aso.id, quantity: 2 },
        { productId: pot.id, quantity: 1 },
      ]);
      expect(whatsapp.orders).toHaveLength(2);
      const paid = await placePaidOrder(myApi, [{ productId: pot.id, quantity: 3 }]);

      const someoneElse = await make.signIn(await make.customer('Other Shopper'));
      const theirs = await placeOrder(someoneElse, [{ productId: aso.id, quantity: 1 }]);

      await usePageAs(page, myApi);
      await page.goto('/profile');
      const list = page.getByRole('region', { name: 'My Orders' });
      await expect(list.getByRole('article')).toHaveCount(3);
      await expect(orderCard(page, theirs.orders[0]!.id)).toHaveCount(0);

      const asoOrder = whatsapp.orders.find((order) => order.storeName === fabrics.store.name)!;
      const card = orderCard(page, asoOrder.id);
      await expect(card.getByRole('link', { name: fabrics.store.name })).toHaveAttribute(
        'href',
        `/store/${fabrics.store.slug}`,
      );
      await expect(card.getByRole('listitem')).toHaveText([`${aso.name} × 2₦12,500.00 each${formatNaira(2_500_000)}`]);
      await expect(card.getByText(formatNaira(asoOrder.totalAmountKobo), { exact: true })).toBeVisible();
      await expect(card.getByText(asoOrder.trackingNumber)).toBeVisible();
      await expect(card.getByText('WhatsApp', { exact: true })).toBeVisible();
      await expect(card.getByText('Order status: Pending')).toBeVisible();
      await expect(card.getByText('Payment pending')).toBeVisible();
      await expect(orderCard(page, paid.orders[0]!.id).getByText('Payment completed')).toBeVisible();
      await expect(orderCard(page, paid.orders[0]!.id).getByText('Paystack', { exact: true })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);

      // The tracking dialog, from the keyboard: it opens with Enter, keeps focus inside, Escape
      // closes it and focus goes back to the button.
      const track = card.getByRole('button', { name: `Track order #${asoOrder.id.slice(0, 8)}` });
      await track.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Tracking for order #${asoOrder.id.slice(0, 8)}` });
      await expect(dialog).toBeVisible();
      const entries = dialog.getByRole('list', { name: /Tracking updates/ }).getByRole('listitem');
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText(messages.tracking.orderPlaced);
      await expect(entries.first()).toContainText(messages.tracking.orderPlacedNotes);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      expect(await sidewaysScroll(page)).toBe(0);
      const axe = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(track).toBeFocused();

      // The paid order's tracking: placed, then paid, oldest first.
      await orderCard(page, paid.orders[0]!.id)
        .getByRole('button', { name: /Track order/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText([
        new RegExp(messages.tracking.orderPlaced),
        new RegExp(messages.tracking.paymentReceived),
      ]);
    });
  });
}

test('a new customer sees the empty state', async ({ page, make }) => {
  await usePageAs(page, await make.signIn(await make.customer()));
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My Orders' }).getByText(messages.orders.none)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Recent orders' }).getByText(messages.orders.none)).toBeVisible();
});

test('the Overview shows the 5 newest orders; My Orders loads the rest a page at a time', async ({ page, make }) => {
  const { api, store } = await make.vendorWithStore();
  const product = await make.product(api, store.id, { stockQuantity: 50 });
  const customerApi = await make.signIn(await make.customer());
  const placed: string[] = [];
  for (let i = 0; i < 11; i++) {
    const checkout = await placeOrder(customerApi, [{ productId: product.id, quantity: 1 }]);
    placed.unshift(checkout.orders[0]!.id); // newest first
  }
  const heading = (id: string) => `Order #${id.slice(0, 8)}`;

  await usePageAs(page, customerApi);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('article')).toHaveCount(5);
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText(placed.slice(0, 5).map(heading));

  await recent.getByRole('link', { name: 'View all orders' }).click();
  await expect(page).toHaveURL(/tab=orders/);
  const all = page.getByRole('region', { name: 'My Orders' });
  await expect(all.getByRole('article')).toHaveCount(10);
  await all.getByRole('button', { name: 'Load more orders' }).click();
  await expect(all.getByRole('article')).toHaveCount(11);
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(placed.map(heading));
  // The first order that came in has focus; there is nothing more to load.
  await expect(all.getByRole('heading', { name: heading(placed[10]!) })).toBeFocused();
  await expect(all.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);
});
