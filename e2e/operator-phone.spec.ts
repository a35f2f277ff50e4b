import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import type { Factory } from './support/factory.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { orderCard, placeOrder, placePaidOrder, sidewaysScroll } from './support/orders-api.ts';

/**
 * Operator screens on a phone: tab rows that scroll say so; vendor order cards are
 * compact, with their details on demand and a status filter; tracking numbers are not broken
 * mid-string; the cancel dialog names the order and its refund; an unpaid card order offers no
 * Accept (and the server refuses it); Approve on a cashout asks first, naming the amount and vendor.
 */

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const vendorStatus = (api: APIRequestContext, orderId: string, to: string) =>
  api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });

/** A vendor with one store and one product at ₦5,000, and a signed-in shopper. */
async function shopWithBuyer(make: Factory, stockQuantity = 10) {
  const tag = randomUUID().slice(0, 6);
  const shop = await make.vendorWithStore({ fullName: `Bola Sells ${tag}` });
  const product = await make.product(shop.api, shop.store.id, { priceKobo: 500_000, stockQuantity });
  const buyerName = `Ife Buys ${tag}`;
  const buyer = await make.signIn(await make.customer(buyerName));
  return { ...shop, product, buyer, buyerName };
}

test('tab rows cut at 360 px show a cue that they scroll on, which goes at the end; at 1280 px there is none', async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/users');
  const tabs = page.getByRole('tablist', { name: 'User management sections' });
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.getByTestId('tabs-scroll-cue-end')).toBeVisible();
  await expect(page.getByTestId('tabs-scroll-cue-start')).toBeHidden();
  await page.screenshot({ path: `${shots}/tabs-scroll-cue-360.png` });

  // Scrolled to the end (again if the row's own scroll of the open tab into sight, on arrival, was
  // still under way and carried it back).
  await expect(async () => {
    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(page.getByTestId('tabs-scroll-cue-start')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId('tabs-scroll-cue-end')).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('tabs-scroll-cue-start')).toBeHidden();
  await expect(page.getByTestId('tabs-scroll-cue-end')).toBeHidden();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an unpaid card order offers no Accept Order but says "Awaiting payment"; the server refuses to accept it', async ({
      page,
      make,
    }) => {
      const shop = await shopWithBuyer(make);
      const unpaid = (await placeOrder(shop.buyer, [{ productId: shop.product.id, quantity: 1 }], 'paystack'))
        .orders[0]!;
      const whatsapp = (await placeOrder(shop.buyer, [{ productId: shop.product.id, quantity: 1 }], 'whatsapp'))
        .orders[0]!;

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, unpaid.id);
      await expect(card.getByText('Awaiting payment.', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Accept Order/ })).toHaveCount(0);
      await expect(card.getByRole('button', { name: /^Cancel/ })).toBeVisible();
      // A WhatsApp order keeps today's flow: it can be accepted while Oja waits for the money.
      await expect(orderCard(page, whatsapp.id).getByRole('button', { name: /^Accept Order/ })).toBeVisible();
      await page.screenshot({ path: `${shots}/vendor-orders-awaiting-payment-${viewport.width}.png`, fullPage: true });

      const res = await vendorStatus(shop.api, unpaid.id, 'confirmed');
      expect(res.status()).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.fulfilment.unpaidCard);
    });

    test('vendor order cards are compact, open their details on demand and can be filtered by status', async ({
      page,
      make,
    }) => {
      const shop = await shopWithBuyer(make);
      const line = [{ productId: shop.product.id, quantity: 1 }];
      const pending = (await placePaidOrder(shop.buyer, line)).orders[0]!;
      const confirmed = (await placePaidOrder(shop.buyer, line)).orders[0]!;
      expect((await vendorStatus(shop.api, confirmed.id, 'confirmed')).status()).toBe(200);
      const whatsapp = (await placeOrder(shop.buyer, line, 'whatsapp')).orders[0]!;
      const cancelled = (await placePaidOrder(shop.buyer, line)).orders[0]!;
      expect((await vendorStatus(shop.api, cancelled.id, 'cancelled')).status()).toBe(200);

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, pending.id);
      await expect(card).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(4);
      // The summary: who, where to, what and how much, without opening anything.
      await expect(card.getByText(shop.buyerName).first()).toBeVisible();
      await expect(card.getByText('Ikeja, Lagos', { exact: true }).first()).toBeVisible();
      await expect(card.getByText(`${shop.product.name} × 1`, { exact: true }).first()).toBeVisible();
      await expect(card.getByText(formatNaira(pending.totalAmountKobo)).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/vendor-orders-compact-${viewport.width}.png`, fullPage: true });
      for (const order of [pending, confirmed, whatsapp, cancelled]) {
        const box = await orderCard(page, order.id).boundingBox();
        expect(box!.height, `card of order ${order.id.slice(0, 8)}`).toBeLessThan(360);
      }
      await expect(card.getByText('12 Broad Street')).toBeHidden();
      expect(await sidewaysScroll(page)).toBe(0);

      await card.getByText('Order details').click();
      await expect(card.getByText('12 Broad Street')).toBeVisible();
      await expect(card.getByRole('link', { name: '08012345678' }).first()).toBeVisible();
      await expect(card.getByRole('list', { name: `Items in order #${pending.id.slice(0, 8)}` })).toBeVisible();
      await page.screenshot({ path: `${shots}/vendor-orders-details-${viewport.width}.png`, fullPage: true });

      const status = page.getByLabel('Status', { exact: true });
      await status.selectOption({ label: 'Cancelled' });
      await expect(page).toHaveURL(/status=cancelled/);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(orderCard(page, cancelled.id)).toBeVisible();
      await status.selectOption({ label: 'Pending' });
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(orderCard(page, pending.id)).toBeVisible();
      await expect(orderCard(page, whatsapp.id)).toBeVisible();
      await status.selectOption({ label: 'Delivered' });
      await expect(page.getByText('No orders with this status.')).toBeVisible();
      await status.selectOption({ label: 'All orders' });
      await expect(page.getByRole('article')).toHaveCount(4);
    });

    test('a tracking number stays whole on one line instead of breaking mid-string', async ({ page, make }) => {
      const shop = await shopWithBuyer(make);
      const order = (await placePaidOrder(shop.buyer, [{ productId: shop.product.id, quantity: 1 }])).orders[0]!;
      const linesOf = (tracking: ReturnType<Page['getByText']>) =>
        tracking.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        });

      // The customer's order card, in My Orders.
      await usePageAs(page, shop.buyer);
      await page.goto('/dashboard?tab=orders');
      const mine = orderCard(page, order.id).getByText(order.trackingNumber, { exact: true });
      await expect(mine).toBeVisible();
      expect(await linesOf(mine)).toBe(1);
      // Copying it gives the number as it is, with nothing added at its break points.
      expect(await mine.evaluate((el) => el.textContent)).toBe(order.trackingNumber);

      // The vendor's, in the order's details.
      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      const card = orderCard(page, order.id);
      await card.getByText('Order details').click();
      const theirs = card.getByText(order.trackingNumber, { exact: true });
      await expect(theirs).toBeVisible();
      expect(await linesOf(theirs)).toBe(1);
    });

    test('the cancel dialog names the order, its customer and its refund', async ({ page, make }) => {
      const shop = await shopWithBuyer(make);
      const line = [{ productId: shop.product.id, quantity: 1 }];
      const paid = (await placePaidOrder(shop.buyer, line)).orders[0]!;
      const whatsapp = (await placeOrder(shop.buyer, line, 'whatsapp')).orders[0]!;
      const total = formatNaira(paid.totalAmountKobo);

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');
      await orderCard(page, whatsapp.id)
        .getByRole('button', { name: /^Cancel/ })
        .click();
      let dialog = page.getByRole('alertdialog', { name: messages.fulfilment.confirmCancel });
      await expect(dialog).toContainText(`Order #${whatsapp.id.slice(0, 8)}`);
      await expect(dialog).toContainText('Nothing has been paid for it yet, so there is nothing to refund.');
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await expect(dialog).toBeHidden();

      const card = orderCard(page, paid.id);
      await card.getByRole('button', { name: /^Cancel/ }).click();
      dialog = page.getByRole('alertdialog', { name: messages.fulfilment.confirmCancel });
      await expect(dialog).toContainText(`Order #${paid.id.slice(0, 8)}`);
      await expect(dialog).toContainText(paid.trackingNumber);
      await expect(dialog).toContainText(shop.buyerName);
      await expect(dialog).toContainText(`The customer is refunded ${total} to their card (Paystack).`);
      await expect(dialog).toContainText('Its items go back in stock.');
      await page.screenshot({ path: `${shots}/vendor-cancel-dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: `Yes, cancel and refund ${total}` }).click();
      await expect(toast(page, messages.fulfilment.updated)).toBeVisible();
      await expect(card.getByText('Order status: Cancelled')).toBeVisible();
    });

    test('Approve on a cashout asks first, naming the amount and the vendor', async ({ page, make, asAdmin }) => {
      const tag = randomUUID().slice(0, 6);
      // A vendor approved through the application, so the bank details are on file.
      const applicant = await make.customer(`Kunle Cashes ${tag}`);
      const vendor = await make.signIn(applicant);
      const applied = await vendor.post('/api/vendor-requests', {
        data: {
          phone: '08031234567',
          bvn: '22212345678',
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: `Kunle Cashes ${tag}`,
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const { request } = (await applied.json()) as { request: { id: string } };
      expect((await make.admin.post(`/api/admin/vendor-requests/${request.id}/approve`)).status()).toBe(200);
      const store = await make.store(vendor);
      const product = await make.product(vendor, store.id, { priceKobo: 500_000 });
      const buyer = await make.signIn(await make.customer());
      const order = (await placePaidOrder(buyer, [{ productId: product.id, quantity: 1 }])).orders[0]!;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        expect((await vendorStatus(vendor, order.id, to)).status()).toBe(200);
      }
      const asked = await vendor.post('/api/cashouts', { data: { amountKobo: 400_000 } });
      expect(asked.status(), await asked.text()).toBe(201);

      await asAdmin();
      await page.goto('/admin/users?tab=cashout-requests');
      const approve = page.getByRole('button', { name: `Approve ₦4,000.00 for ${applicant.email}` });
      await approve.click();
      const dialog = page.getByRole('alertdialog', {
        name: `Approve the cashout of ₦4,000.00 to Kunle Cashes ${tag}?`,
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(applicant.email);
      await page.screenshot({ path: `${shots}/admin-cashout-approve-confirm-${viewport.width}.png` });
      // Nothing moves until the admin says so.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(approve).toBeVisible();

      await approve.click();
      await dialog.getByRole('button', { name: 'Approve ₦4,000.00' }).click();
      await expect(toast(page, messages.cashouts.approved)).toBeVisible();
      await expect(approve).toHaveCount(0);
    });
  });
}
