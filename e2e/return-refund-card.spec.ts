import os from 'node:os';
import path from 'node:path';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { orderCard, placePaidOrder, sidewaysScroll } from './support/orders-api.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/** "28 Nov 2026, 2:32 pm": a tracking entry's date and time, in Nigerian time on a 12-hour clock. */
const DATE_AND_TIME = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} (am|pm)$/;

/**
 * After a return (docs/product.md#returns): a customer returns the one item of a delivered order
 * (the form has the item's whole quantity chosen already), the seller accepts and refunds it on
 * their dashboard, and the customer's order card and the order's tracking view both say the
 * return was accepted and how much was refunded; every tracking entry gives its date and time.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('after the seller accepts and refunds a return, the order card and the order say so', async ({
      page,
      make,
      adminApi,
    }) => {
      const vendor = await make.vendorWithStore({ fullName: 'Segun Refunds' });
      const product = await make.product(vendor.api, vendor.store.id, {
        name: 'Ankara Tote Bag',
        priceKobo: 1_200_000,
      });
      const hold = await adminApi.put(`/api/admin/payout-holds/stores/${vendor.store.id}`, { data: { holdDays: 7 } });
      expect(hold.status(), await hold.text()).toBe(200);
      const customer = await make.signIn(await make.customer('Funke Returns'));
      const checkout = await placePaidOrder(customer, [{ productId: product.id, quantity: 2 }]);
      const orderId = checkout.orders[0]!.id;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const res = await vendor.api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
        expect(res.status(), await res.text()).toBe(200);
      }

      // The customer: one line, so both bags are already chosen; a reason and send.
      await usePageAs(page, customer);
      await page.goto('/profile');
      const card = orderCard(page, orderId);
      await card.getByRole('button', { name: /Track order/ }).click();
      const dialog = page.getByRole('dialog');
      const form = dialog.getByRole('form', { name: 'Request a return' });
      await expect(form.getByLabel(/Ankara Tote Bag .*bought 2/)).toHaveValue('2');
      await form.getByLabel('Reason').selectOption({ label: 'Damaged' });
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/aftersale-return-form-${viewport.width}.png` });
      await form.getByRole('button', { name: 'Request a return' }).click();
      await expect(dialog.getByText('Waiting for the store to decide')).toBeVisible();

      // The seller accepts with the whole refund.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard');
      const request = page.getByRole('article', { name: /Return on order/ });
      await expect(request).toContainText('Funke Returns · Damaged');
      await expect(request.getByLabel('Refund (₦)')).toHaveValue('24000.00');
      await request.getByRole('button', { name: 'Accept and refund' }).click();
      await expect(request.getByText('Accepted: refund of ₦24,000.00')).toBeVisible();

      // The customer's order card says it, not only "Delivered · Payment completed".
      await usePageAs(page, customer);
      await page.goto('/profile');
      await expect(
        card.getByText(/^Return accepted: refund of ₦24,000\.00 (on its way to you|returned to you)$/),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${shots}/aftersale-return-card-${viewport.width}.png` });

      // The order's tracking view: the request, the refund, and each entry's date and time.
      await card.getByRole('button', { name: /Track order/ }).click();
      await expect(dialog.getByText('Request: Accepted')).toBeVisible();
      await expect(dialog.getByText(/^Refund of ₦24,000\.00 (on its way to you|returned to you)$/)).toBeVisible();
      const times = dialog.getByRole('list', { name: 'Tracking updates, oldest first' }).locator('time');
      await expect(times.first()).toBeVisible();
      for (const time of await times.all()) await expect(time).toHaveText(DATE_AND_TIME);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/aftersale-return-tracking-${viewport.width}.png` });
      await dialog.getByRole('heading', { name: 'Return', exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/aftersale-return-decided-${viewport.width}.png` });
    });
  });
}
