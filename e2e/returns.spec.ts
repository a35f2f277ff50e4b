import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { placeOrder, placePaidOrder } from './support/orders-api.ts';

/** A phone-sized photo of one colour (with a lighter band), as a customer's camera would send. */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([
      {
        input: await sharp({ create: { width: 1600, height: 300, channels: 3, background: '#f5f5f4' } })
          .png()
          .toBuffer(),
        top: 450,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer(),
});

/** Every thumbnail under `scope` really loaded (the private photo route answered with an image). */
async function expectPhotosLoaded(scope: Locator, count: number) {
  // The thumbnails are buttons named "Open …"; their images are decorative (alt="").
  const images = scope.getByRole('list', { name: /photos/i }).locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

const noSideScroll = async (page: Page) => expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Returns (docs/product.md#returns): this test's store gets a hold of its own (the e2e servers hold
 * nothing by default), so its delivered order has a return window. The customer asks for a return
 * from the order's tracking view; the vendor accepts with a partial refund on the request card of
 * their dashboard; the customer sees the refund on its way.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
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
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
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
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/returns-refund-${viewport.width}.png`, fullPage: true });
    });

    test('a customer who paid at the door asks for a return from the tracking view, within the days counted from delivery', async ({
      page,
      make,
      adminApi,
    }) => {
      const vendor = await make.vendorWithStore({ fullName: 'Kemi Collects' });
      const optIn = await vendor.api.patch(`/api/stores/${vendor.store.id}`, { data: { payOnDelivery: true } });
      expect(optIn.status(), await optIn.text()).toBe(200);
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 600_000 });
      const hold = await adminApi.put(`/api/admin/payout-holds/stores/${vendor.store.id}`, { data: { holdDays: 7 } });
      expect(hold.status(), await hold.text()).toBe(200);
      const customer = await make.signIn(await make.customer('Ngozi Pays Cash'));
      const checkout = await placeOrder(customer, [{ productId: product.id, quantity: 1 }], 'pay_on_delivery');
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
      await expect(dialog.getByText(/You can ask to return items until/)).toBeVisible();
      const form = dialog.getByRole('form', { name: 'Request a return' });
      await form.getByLabel(/bought 1/).fill('1');
      await form.getByLabel('Reason').selectOption({ label: 'Not as described' });
      await form.getByRole('button', { name: 'Request a return' }).click();
      await expect(dialog.getByText('Waiting for the store to decide')).toBeVisible();
      await noSideScroll(page);
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
      // The tab's badge counts escalated returns with the payments and payouts that need a person.
      await expect(page.getByRole('tab', { name: /^Needs attention ?, \d+ open$/ })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/returns-admin-${viewport.width}.png`, fullPage: true });
      await card.getByRole('button', { name: 'Accept and refund' }).click();
      await expect(card).toBeHidden();
      const after = (await (await customer.get(`/api/orders/${orderId}/return`)).json()) as {
        request: { status: string; refundKobo: number };
      };
      expect(after.request).toMatchObject({ status: 'accepted', refundKobo: 500_000 });
    });

    test('a return with two photos: the vendor sees them and declines, the customer escalates, an admin sees them and decides; both histories show it', async ({
      page,
      make,
      adminApi,
      asAdmin,
    }) => {
      // Four people, two photos each way and both histories: a long journey.
      test.slow();
      const width = viewport.width;
      const vendor = await make.vendorWithStore({ fullName: 'Pelumi Photos' });
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 700_000 });
      const hold = await adminApi.put(`/api/admin/payout-holds/stores/${vendor.store.id}`, { data: { holdDays: 7 } });
      expect(hold.status(), await hold.text()).toBe(200);
      const customer = await make.signIn(await make.customer(`Ngozi Photos ${width}`));
      const checkout = await placePaidOrder(customer, [{ productId: product.id, quantity: 1 }]);
      const orderId = checkout.orders[0]!.id;
      for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const res = await vendor.api.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
        expect(res.status(), await res.text()).toBe(200);
      }

      // The customer asks, with two photos.
      await usePageAs(page, customer);
      await page.goto('/profile');
      await page
        .getByRole('button', { name: /Track order/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const form = dialog.getByRole('form', { name: 'Request a return' });
      await form.getByLabel(/bought 1/).fill('1');
      await form.getByLabel('Reason').selectOption({ label: 'Wrong item' });
      await form.getByLabel('Comment').fill('Ordered blue, got red');
      await form
        .getByLabel(/Add photos \(0\/3\)/)
        .setInputFiles([await photo('front.jpg', '#b91c1c'), await photo('label.jpg', '#1d4ed8')]);
      await expect(form.getByRole('list', { name: 'Photos: chosen files' }).getByRole('img')).toHaveCount(2);
      await page.screenshot({ path: `${shots}/returns-photos-form-${width}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Request a return' }).click();
      await expect(dialog.getByText('Waiting for the store to decide')).toBeVisible();
      await expectPhotosLoaded(dialog, 2);
      await noSideScroll(page);
      await dialog.getByRole('list', { name: 'Your photos' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/returns-photos-customer-${width}.png` });

      // Nobody else sees them: another customer, another vendor.
      const view = (await (await customer.get(`/api/orders/${orderId}/return`)).json()) as {
        request: { id: string; photos: { url: string }[] };
      };
      const photoUrl = view.request.photos[0]!.url;
      const stranger = await make.signIn(await make.customer('Nosy Neighbour'));
      expect((await stranger.get(photoUrl)).status()).toBe(404);
      const otherVendor = await make.vendorWithStore({ fullName: 'Other Vendor' });
      expect((await otherVendor.api.get(photoUrl)).status()).toBe(404);

      // The vendor sees the photos, opens one, and declines.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard');
      const card = page.getByRole('article', { name: /Return on order/ });
      await expect(card).toContainText(`Ngozi Photos ${width} · Wrong item`);
      await expectPhotosLoaded(card, 2);
      await noSideScroll(page);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/returns-photos-vendor-card-${width}.png` });
      await card.getByRole('button', { name: 'Open Photos from the customer, 1 of 2' }).click();
      const large = page.getByRole('dialog', { name: 'Photos from the customer, 1 of 2' });
      await expect(large.getByRole('img')).toBeVisible();
      await expect.poll(() => large.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
      await page.screenshot({ path: `${shots}/returns-photos-large-${width}.png` });
      await large.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: 'Photos from the customer, 2 of 2' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await card.getByLabel('Reason to decline').fill('Red was ordered, see the order');
      await card.getByRole('button', { name: 'Decline' }).click();
      await expect(card).toBeHidden();

      // The customer takes it to Oja.
      await usePageAs(page, customer);
      await page.goto('/profile');
      await page
        .getByRole('button', { name: /Track order/ })
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Ask Oja to decide' }).click();
      await expect(dialog.getByText('With Oja for a decision')).toBeVisible();

      // An admin sees the photos on Needs attention and accepts with a partial refund.
      await asAdmin();
      await page.goto('/admin?tab=needs-attention');
      const escalated = page
        .getByRole('article', { name: /Escalated return on order/ })
        .filter({ hasText: `Ngozi Photos ${width}` });
      await expect(escalated).toContainText('Store declined: “Red was ordered, see the order”');
      await expectPhotosLoaded(escalated, 2);
      await noSideScroll(page);
      await escalated.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/returns-photos-admin-${width}.png` });
      await escalated.getByLabel('Refund (₦)').fill('5000');
      await escalated.getByRole('button', { name: 'Accept and refund' }).click();
      await expect(escalated).toBeHidden();

      // The decided request is in the admin's history …
      await page.goto('/admin?tab=returns');
      await page.getByRole('radio', { name: 'Decided' }).check();
      const decided = page
        .getByRole('article', { name: /Return on order/ })
        .filter({ hasText: `Ngozi Photos ${width}` });
      await expect(decided).toContainText('Accepted by Oja: refund of ₦5,000.00');
      await expect(decided).toContainText('Store declined: “Red was ordered, see the order”');
      await expectPhotosLoaded(decided, 2);
      await expect(decided.getByRole('button', { name: 'Accept and refund' })).toHaveCount(0);
      await noSideScroll(page);
      await page.screenshot({ path: `${shots}/returns-history-admin-${width}.png`, fullPage: true });

      // … and in the vendor's, with "Item received back" still waiting on the open list.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=returns');
      const open = page.getByRole('article', { name: /Return on order/ });
      await expect(open).toContainText('Accepted by Oja: refund of ₦5,000.00');
      await expect(open.getByRole('button', { name: 'Item received back' })).toBeVisible();
      await page.getByRole('radio', { name: 'Decided' }).check();
      await expect(page.getByRole('article', { name: /Return on order/ })).toContainText(
        'Accepted by Oja: refund of ₦5,000.00',
      );
      await noSideScroll(page);
      await page.screenshot({ path: `${shots}/returns-history-vendor-${width}.png`, fullPage: true });
    });
  });
}
