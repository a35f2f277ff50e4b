import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { shippingAddress, sidewaysScroll } from './support/orders-api.ts';
import { appHasTakenOver } from './support/app-ready.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * Delivery estimates (docs/product.md#delivery-estimates): a vendor says how many days their store
 * takes to deliver — usually 3–7 days, Lagos 1–2 — on the store's page; a shopper picks their state
 * on a product page and reads the fee and the days, and the page remembers the state; a signed-in
 * shopper who has not picked one sees the state of their last order's address.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a vendor sets delivery days; a shopper reads "Delivery to Lagos: ₦1,500.00, 1–2 days" and the page remembers the state', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Dayo Delivers' });
      const product = await make.product(shop.api, shop.store.id, { priceKobo: 800_000 });

      // The vendor's store page: the usual days, then Lagos faster.
      await usePageAs(page, shop.api);
      await page.goto(`/store/manage/${shop.store.id}`);
      const times = page.getByRole('region', { name: 'Delivery times' });
      const usual = times.getByRole('group', { name: 'Usually (every state not listed below)' });
      await usual.getByLabel('Fewest days').fill('3');
      await usual.getByLabel('Most days').fill('7');
      await times.getByLabel('A state that is faster or slower').selectOption('Lagos');
      await times.getByRole('button', { name: 'Add state' }).click();
      const lagos = times.getByRole('group', { name: 'Lagos' });
      await expect(lagos.getByLabel('Fewest days')).toBeFocused();
      await lagos.getByLabel('Fewest days').fill('2');
      await lagos.getByLabel('Most days').fill('1');
      await times.getByRole('button', { name: 'Save delivery times' }).click();
      await expect(lagos.getByText('The most days cannot be fewer than the fewest')).toBeVisible();
      await expect(lagos.getByLabel('Most days')).toHaveAttribute('aria-invalid', 'true');
      await lagos.getByLabel('Fewest days').fill('1');
      await lagos.getByLabel('Most days').fill('2');
      await times.getByRole('button', { name: 'Save delivery times' }).click();
      await expect(toast(page, 'Delivery times saved')).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await times.screenshot({ path: `${shots}/delivery-days-vendor-${viewport.width}.png` });
      await page.screenshot({ path: `${shots}/delivery-days-manage-page-${viewport.width}.png`, fullPage: true });
      await page.reload();
      await expect(times.getByRole('group', { name: 'Lagos' }).getByLabel('Most days')).toHaveValue('2');
      await expect(usual.getByLabel('Fewest days')).toHaveValue('3');

      // A shopper (signed out) on the product page: no state yet, then Lagos, then Kano.
      await page.context().clearCookies();
      await page.goto(`/product/${product.id}`);
      const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
      await expect(delivery.getByText('Choose your state to see the delivery fee and time.')).toBeVisible();
      // The state picker is the app's: a choice made before it has taken over the page is lost.
      await appHasTakenOver(page);
      await delivery.getByLabel('Deliver to').selectOption('Lagos');
      await expect(delivery.getByText('Delivery to Lagos: ₦1,500.00, 1–2 days')).toBeVisible();
      await expect(delivery.getByText(`One delivery fee per order from ${shop.store.name}`)).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/delivery-estimate-product-${viewport.width}.png`, fullPage: true });
      await delivery.screenshot({ path: `${shots}/delivery-estimate-block-${viewport.width}.png` });

      // Remembered: the next visit shows Lagos at once.
      await page.reload();
      await expect(delivery.getByLabel('Deliver to')).toHaveValue('Lagos');
      await expect(delivery.getByText('Delivery to Lagos: ₦1,500.00, 1–2 days')).toBeVisible();
      await delivery.getByLabel('Deliver to').selectOption('Kano');
      await expect(delivery.getByText('Delivery to Kano: ₦3,000.00, 3–7 days')).toBeVisible();
    });

    test('a store that has not set its delivery days: the page still gives a time, Oja’s usual one, and says whose it is', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore();
      const product = await make.product(shop.api, shop.store.id, { priceKobo: 300_000 });

      await page.goto(`/product/${product.id}`);
      const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
      await expect(delivery.getByText('Choose your state to see the delivery fee and time.')).toBeVisible();
      await appHasTakenOver(page);
      await delivery.getByLabel('Deliver to').selectOption('Kano');
      await expect(delivery.getByText('Delivery to Kano: ₦3,000.00, usually 2–7 days', { exact: true })).toBeVisible();
      await expect(
        delivery.getByText(
          `${shop.store.name} has not set its own delivery times; 2–7 days is how long deliveries on Oja usually take.`,
        ),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await delivery.screenshot({ path: `${shots}/aftersale-delivery-usual-${viewport.width}.png` });
    });

    test('signed in with no state chosen, the estimate is for the state of the last order’s address', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore();
      const product = await make.product(shop.api, shop.store.id, { priceKobo: 450_000 });
      const days = await shop.api.put(`/api/stores/${shop.store.id}/delivery-days`, {
        data: { defaultDays: { minDays: 4, maxDays: 6 }, states: {} },
      });
      expect(days.status(), await days.text()).toBe(200);
      const customer = await make.signIn(await make.customer('Ibiye Rivers'));
      const placed = await customer.post('/api/checkout', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddress: { ...shippingAddress, city: 'Port Harcourt', state: 'Rivers' },
          paymentMethod: 'whatsapp',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);

      await usePageAs(page, customer);
      await page.goto(`/product/${product.id}`);
      const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
      await expect(delivery.getByLabel('Deliver to')).toHaveValue('Rivers');
      await expect(delivery.getByText('Delivery to Rivers: ₦3,000.00, 4–6 days')).toBeVisible();
      // Not remembered until the shopper chooses: their choice then wins over the last order's.
      await delivery.getByLabel('Deliver to').selectOption('Lagos');
      await page.reload();
      await expect(delivery.getByText('Delivery to Lagos: ₦1,500.00, 4–6 days')).toBeVisible();
    });
  });
}
