import os from 'node:os';
import path from 'node:path';
import { test, expect, usePageAs } from './fixtures.ts';
import { placePaidOrder } from './support/orders-api.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Returns (docs/product.md#returns): this test's store gets a hold of its own (the e2e servers hold
 * nothing by default), so its delivered order has a return window. The customer asks for a return
 * from the order's tracking view; the vendor accepts with a partial refund on the request card of
 * their dashboard; the customer sees the refund on its way.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer returns a damaged item of a delivered order and sees the refund', async ({
      page,
      make,
      adminApi,
    }) => {
      const vendor = await make.vendorWithStore({ fullName: 'Rotimi Returns' });
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 1_000_000 });
      const hold = await adminApi.put(`/api/admin/payout-holds/stores/${vendor.store.id}`, { data: { holdDays: 7 } });
      expect(hold.status(), await hold.text()).toBe(200);

      const customer = await make.signIn(await make.customer('Bisi Returns'));
      const checkout = await placePaidOrder(customer, [{ productId: product.id, quantity: 2 }]);
      const orderId = checkout.orders[0]!.id;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const res = await vendor.api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
        expect(res.status(), await res.text()).toBe(200);
      }

      await usePageAs(page, customer);
      await page.goto('/profile');
      await page
        .getByRole('button', { name: /Track order/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const form = dialog.getByRole('form', { name: 'Request a return' });
      await expect(form).toBeVisible();
      await form.getByLabel(/bought 2/).fill('1');
      await form.getByLabel('Reason').selectOption({ label: 'Damaged' });
      await form.getByLabel('Comment').fill('The lid is cracked');
      await page.screenshot({ path: `${shots}/returns-form-${viewport.width}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Request a return' }).click();
      await expect(dialog.getByText('Waiting for the store to decide')).toBeVisible();
      await expect(dialog.getByText('Return requested')).toBeVisible();

      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard');
      const card = page.getByRole('article', { name: /Return on order/ });
      await expect(card).toContainText('Bisi Returns · Damaged');
      await expect(card.getByLabel('Refund (₦)')).toHaveValue('10000.00');
      await card.getByLabel('Refund (₦)').fill('8000');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${shots}/returns-vendor-card-${viewport.width}.png`, fullPage: true });
      await card.getByRole('button', { name: 'Accept and refund' }).click();
      await expect(card.getByText('Accepted: refund of ₦8,000.00')).toBeVisible();

      await usePageAs(page, customer);
      await page.goto('/profile');
      await page
        .getByRole('button', { name: /Track order/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByText(/Refund of ₦8,000\.00/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${shots}/returns-refund-${viewport.width}.png`, fullPage: true });
    });

    test('a declined return the customer escalates is decided by an admin on Needs attention', async ({
      page,
      make,
      adminApi,
      asAdmin,
    }) => {
      const vendor = await make.vendorWithStore({ fullName: 'Dayo Declines' });
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 500_000 });
      const hold = await adminApi.put(`/api/admin/payout-holds/stores/${vendor.store.id}`, { data: { holdDays: 7 } });
      expect(hold.status(), await hold.text()).toBe(200);
      const customer = await make.signIn(await make.customer('Chioma Escalates'));
      const checkout = await placePaidOrder(customer, [{ productId: product.id, quantity: 1 }]);
      const orderId = checkout.orders[0]!.id;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const res = await vendor.api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
        expect(res.status(), await res.text()).toBe(200);
      }
      const view = (await (await customer.get(`/api/orders/${orderId}/return`)).json()) as {
        items: { orderItemId: string }[];
      };
      const opened = await customer.post(`/api/orders/${orderId}/return`, {
        data: {
          items: [{ orderItemId: view.items[0]!.orderItemId, quantity: 1 }],
          reason: 'wrong_item',
          comment: 'Blue, not red',
        },
      });
      expect(opened.status(), await opened.text()).toBe(201);
      const { returnId } = (await opened.json()) as { returnId: string };
      expect(
        (
          await vendor.api.post(`/api/vendor/returns/${returnId}/decline`, { data: { reason: 'Colour as pictured' } })
        ).status(),
      ).toBe(200);
      expect((await customer.post(`/api/orders/${orderId}/return/escalate`)).status()).toBe(200);

      await asAdmin();
      await page.goto('/admin?tab=needs-attention');
      const card = page
        .getByRole('article', { name: /Escalated return on order/ })
        .filter({ hasText: 'Chioma Escalates' });
      await expect(card).toContainText('Store declined: “Colour as pictured”');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/returns-admin-${viewport.width}.png`, fullPage: true });
      await card.getByRole('button', { name: 'Accept and refund' }).click();
      await expect(card).toBeHidden();
      const after = (await (await customer.get(`/api/orders/${orderId}/return`)).json()) as {
        request: { status: string; refundKobo: number };
      };
      expect(after.request).toMatchObject({ status: 'accepted', refundKobo: 500_000 });
    });
  });
}
