import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { addToCartFromPage, fillShipping, ordersOf, stockOf } from './support/checkout.ts';
import type { Factory } from './support/factory.ts';

/**
 * Checkout end to end on the sandbox provider (no provider keys in e2e): form → processing →
 * our payment popup. Pay gives one order per store and one payment, empties the cart and lands on
 * /profile; Cancel keeps the cart and returns the stock; WhatsApp opens the wa.me chat.
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A shopper signed in with one product from each of two stores in the cart. */
async function twoStoreCart(page: Page, make: Factory) {
  const a = await make.vendorWithStore();
  const b = await make.vendorWithStore();
  const kettle = await make.product(a.api, a.store.id, { priceKobo: 1_250_000, stockQuantity: 5 });
  const mat = await make.product(b.api, b.store.id, { name: 'Prayer Mat', priceKobo: 350_000, stockQuantity: 3 });
  const customer = await make.customer('Ngozi Eze');
  const session = await make.signIn(customer);
  await usePageAs(page, session);
  await addToCartFromPage(page, kettle.id, 2);
  await addToCartFromPage(page, mat.id);
  return { stores: [a.store, b.store], kettle, mat, customer, session };
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('A sandbox checkout across two stores makes two orders and one payment, then empties the cart', async ({
      page,
      make,
    }) => {
      const { stores, kettle, mat, session } = await twoStoreCart(page, make);
      await page.goto('/checkout');
      await expect(page.getByLabel('Full name')).toHaveValue('Ngozi Eze');

      // Required fields first: one message for the three of them, client-side.
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: messages.checkout.fillShippingDetails })).toBeVisible();
      await expect(page.getByLabel('Address')).toBeFocused();

      // Each store's subtotal and fee; the total follows the state at once.
      const summary = page.getByRole('region', { name: 'Your order' });
      await expect(summary.getByRole('region', { name: stores[0]!.name })).toContainText('₦25,000.00');
      await expect(summary.getByRole('region', { name: stores[1]!.name })).toContainText('₦3,500.00');
      await fillShipping(page, 'Lagos');
      await expect(page.getByTestId('checkout-total')).toHaveText('₦31,500.00'); // 28,500 + 2 × 1,500
      await page.getByLabel('State').selectOption('Kano');
      await expect(page.getByTestId('checkout-total')).toHaveText('₦34,500.00'); // 28,500 + 2 × 3,000

      await page.getByRole('radio', { name: /Paystack/ }).check();
      await page.getByRole('button', { name: 'Pay ₦34,500.00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Oja test payment' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('sandbox-amount')).toHaveText('₦34,500.00');
      await expect(dialog).toContainText(/LXP-/);
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');

      const orders = await ordersOf(session);
      expect(orders).toHaveLength(2);
      expect(new Set(orders.map((o) => o.storeName))).toEqual(new Set(stores.map((s) => s.name)));
      expect(orders.every((o) => o.paymentStatus === 'completed')).toBe(true);
      expect(new Set(orders.map((o) => o.paymentReference)).size).toBe(1);
      expect(orders.reduce((sum, o) => sum + o.totalAmountKobo, 0)).toBe(3_450_000);
      expect(await stockOf(session, kettle.id)).toBe(3);
      expect(await stockOf(session, mat.id)).toBe(2);
    });

    test('The checkout offers exactly the methods the server has set up, under a TEST MODE ribbon', async ({
      page,
      make,
    }) => {
      const { session } = await twoStoreCart(page, make);
      // The e2e server runs outside production without keys: the sandbox stands in for both card methods.
      const setup = await session.get('/api/checkout/methods');
      expect(await setup.json()).toEqual({ methods: ['paystack', 'flutterwave', 'whatsapp'], testMode: true });

      await page.goto('/checkout');
      const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
      await expect(methods).toHaveCount(4);
      await expect(methods.nth(0)).toHaveAccessibleName('Card, bank transfer or USSD (Paystack)');
      await expect(methods.nth(1)).toHaveAccessibleName('Card, bank transfer or USSD (Flutterwave)');
      await expect(methods.nth(2)).toHaveAccessibleName('Pay Oja on WhatsApp');
      await expect(methods.nth(0)).toBeChecked();
      // Pay on delivery is the cart's to earn: these stores have not opted in (docs/product.md#pay-on-delivery).
      await expect(methods.nth(3)).toHaveAccessibleName(messages.payOnDelivery.choice);
      await expect(methods.nth(3)).toBeDisabled();

      // The ribbon is in the page the server sent, on the checkout and on a shopper page alike.
      const ribbon = page.getByRole('region', { name: 'TEST MODE' });
      await expect(ribbon).toHaveText('TEST MODE — payments are simulated, no real money moves');
      await page.goto('/');
      await expect(ribbon).toBeVisible();
      // A bar across the very top of the page (where the page opens; the app may restore a scroll).
      const box = await ribbon.evaluate((el) => {
        const { top, left, width } = el.getBoundingClientRect();
        return { top: top + window.scrollY, left, width };
      });
      expect(box).toEqual({ top: 0, left: 0, width: viewport.width });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    });

    test('With no method set up, the checkout says payment is not set up yet instead of offering Pay', async ({
      page,
      make,
    }) => {
      await twoStoreCart(page, make);
      // As a production server with no keys and no WHATSAPP_NUMBER answers.
      await page.route('**/api/checkout/methods', (route) => route.fulfill({ json: { methods: [], testMode: false } }));
      await page.goto('/checkout');
      // At the top, before the form, and where the Pay button would be.
      await expect(page.getByRole('status').filter({ hasText: messages.checkout.paymentNotSetUp })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Your order' }).getByText(messages.checkout.paymentNotSetUp),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay|Place order/ })).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
    });

    test('Cancel in the payment popup keeps the cart and returns the stock', async ({ page, make }) => {
      const { kettle, session } = await twoStoreCart(page, make);
      await page.goto('/checkout');
      await fillShipping(page);
      await page.getByRole('button', { name: /^Pay ₦/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Oja test payment' });
      await expect(dialog).toBeVisible();
      expect(await stockOf(session, kettle.id)).toBe(3); // held while the payment is open
      // Keyboard: focus is inside the popup and stays there.
      for (let i = 0; i < 4; i++) {
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Tab');
      }
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

      await expect(toast(page, messages.checkout.paymentCancelled)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('button', { name: /^Pay ₦/ })).toBeFocused();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
      expect(await stockOf(session, kettle.id)).toBe(5);
      const orders = await ordersOf(session);
      expect(orders.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
      // The cart is not marked sold out by its own cancelled order, and a second try works.
      await expect(page.getByText('Out of stock')).toHaveCount(0);
      await page.getByRole('button', { name: /^Pay ₦/ }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape'); // closing the popup is cancelling
      await expect(toast(page, messages.checkout.paymentCancelled).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await stockOf(session, kettle.id)).toBe(5);
    });
  });
}

test('WhatsApp: the order is placed and the wa.me chat opens with the order in its text', async ({ page, make }) => {
  const { kettle, session } = await twoStoreCart(page, make);
  // The browser has no internet: answer wa.me here and keep the URL it was asked for.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><h1>WhatsApp</h1>' }),
    );
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('radio', { name: 'Pay Oja on WhatsApp' }).check();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Place order' }).click();
  const chat = await popup;
  await expect(toast(page, messages.checkout.whatsappPlaced)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');

  const url = new URL(chat.url());
  expect(url.host).toBe('wa.me');
  const text = url.searchParams.get('text') ?? '';
  const orders = await ordersOf(session);
  expect(orders).toHaveLength(2);
  for (const order of orders) {
    expect(text).toContain(order.trackingNumber);
    expect(order.paymentStatus).toBe('pending');
    expect(order.paymentMethod).toBe('whatsapp');
  }
  expect(text).toContain(`${kettle.name} × 2`);
  expect(text).toContain('Total: ₦31,500.00');
});

test('Stock sold elsewhere while checking out: the server’s words show and the line is corrected', async ({
  page,
  make,
}) => {
  const { api, store } = await make.vendorWithStore();
  const kettle = await make.product(api, store.id, { stockQuantity: 5 });
  await usePageAs(page, await make.signIn(await make.customer()));
  await addToCartFromPage(page, kettle.id, 3);
  await page.goto('/checkout');
  await fillShipping(page);
  // The quote for Lagos has come back before the stock changes: a quote still on its way would see
  // the new stock and lower the line itself, and the order would then go through.
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('₦1,500.00');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(`${kettle.name} × 3`);
  expect((await api.patch(`/api/products/${kettle.id}`, { data: { stockQuantity: 1 } })).status()).toBe(200);
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Only 1 of ${kettle.name} left in stock` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Only 1 left — quantity lowered to 1');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(`${kettle.name} × 1`);
});

test('The return page confirms a payment the provider sent the shopper back from', async ({ page, make }) => {
  const { session } = await twoStoreCart(page, make);
  // Start a checkout through the API, pay it in the sandbox, then come back as a hosted page would.
  const cart = (await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))) as {
    id: string;
    quantity: number;
  }[];
  const placed = await session.post('/api/checkout', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    data: {
      items: cart.map((item) => ({ productId: item.id, quantity: item.quantity })),
      shippingAddress: { fullName: 'Ngozi Eze', phone: '', address: '1 Marina', city: 'Lagos', state: 'Lagos' },
      paymentMethod: 'flutterwave',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  expect((await session.post(`/api/payments/sandbox/${reference}/pay`, { data: {} })).status()).toBe(200);

  await page.goto(`/checkout/return?reference=${reference}&status=successful`);
  await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
});

test('The return page with status=cancelled cancels the checkout and keeps the cart', async ({ page, make }) => {
  const { session, kettle } = await twoStoreCart(page, make);
  const placed = await session.post('/api/checkout', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    data: {
      items: [{ productId: kettle.id, quantity: 2 }],
      shippingAddress: { address: '1 Marina', city: 'Lagos', state: 'Lagos' },
      paymentMethod: 'flutterwave',
    },
  });
  const { reference } = (await placed.json()) as { reference: string };
  expect(await stockOf(session, kettle.id)).toBe(3);
  await page.goto(`/checkout/return?reference=${reference}&status=cancelled&tx_ref=${reference}`);
  await expect(toast(page, messages.checkout.paymentCancelled)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  expect(await stockOf(session, kettle.id)).toBe(5);
});

test('An answer lost on the way: Pay again reuses the Idempotency-Key and gets the same checkout, not a second', async ({
  page,
  make,
}) => {
  const { session } = await twoStoreCart(page, make);
  await page.goto('/checkout');
  await fillShipping(page);
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/checkout', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (!lose) return route.continue();
    lose = false;
    await route.fetch(); // the server places the order…
    await route.abort('connectionreset'); // …and the answer never arrives
  });
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(toast(page, messages.checkout.placeOrderFailed)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Oja test payment' });
  await expect(dialog).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9-]{8,}$/);
  expect(keys[1]).toBe(keys[0]);
  const orders = await ordersOf(session);
  expect(orders).toHaveLength(2);
  await expect(dialog).toContainText(orders[0]!.paymentReference!);
});
