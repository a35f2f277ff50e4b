import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { sandboxDialog, shoot, toast } from './support/payment-pages.ts';
import { appHasTakenOver } from './support/app-ready.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';
import type { Factory } from './support/factory.ts';

/**
 * A cart is emptied of what a checkout bought whenever its payment arrives (else a shopper
 * paid twice for one item): a bank transfer settles about ten seconds after the shopper left the checkout,
 * and the cart follows in every tab, so the next checkout does not buy the same fabric again.
 * The e2e server's sandbox transfer arrives after 10 seconds (SANDBOX_TRANSFER_SECONDS).
 */

const FABRIC_KOBO = 2_300_000;
const LAGOS_FEE_KOBO = 150_000;

async function shopperWithFabric(page: Page, make: Factory) {
  const shop = await make.vendorWithStore();
  const fabric = await make.product(shop.api, shop.store.id, { name: 'Adire Fabric', priceKobo: FABRIC_KOBO });
  const kettle = await make.product(shop.api, shop.store.id, { name: 'Steel Kettle', priceKobo: 1_250_000 });
  const session = await make.signIn(await make.customer('Funke Ade'));
  await usePageAs(page, session);
  await addToCartFromPage(page, fabric.id, 1);
  return { fabric, kettle, session };
}

/** Pays the checkout by the sandbox's bank transfer: the shopper lands on their orders, waiting. */
async function payByTransfer(page: Page) {
  await page.goto('/checkout');
  await fillShipping(page, 'Lagos');
  await page.getByRole('button', { name: `Pay ${formatNaira(FABRIC_KOBO + LAGOS_FEE_KOBO)}` }).click();
  const dialog = sandboxDialog(page);
  await dialog.getByText('Other test outcomes').click();
  await dialog.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(toast(page, messages.checkout.waitingForTransfer)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, / });

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a bank transfer that settles later empties the cart of what it bought, in this tab and another', async ({
      page,
      make,
    }) => {
      await shopperWithFabric(page, make);
      const other = await page.context().newPage();
      await other.goto('/cart');
      await appHasTakenOver(other);
      await expect(other.getByText('Adire Fabric')).toBeVisible();

      await payByTransfer(page);
      // Still on its way: the fabric stays in the cart until the money arrives.
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

      await expect(cartLink(page)).toHaveAccessibleName('Cart, empty', { timeout: 30_000 });
      await expect(other.getByText('Your cart is empty')).toBeVisible();
      await expect(cartLink(other)).toHaveAccessibleName('Cart, empty');
      await shoot(other, 'checkout-cart-emptied-after-transfer', viewport.width);
      await other.close();
    });

    test('the next checkout after a settled transfer does not buy the fabric again, only what was added since', async ({
      page,
      make,
    }) => {
      const { kettle, session } = await shopperWithFabric(page, make);
      await payByTransfer(page);
      // Added while the transfer is on its way: not part of that checkout.
      await addToCartFromPage(page, kettle.id, 1);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 30_000 });

      await page.goto('/checkout');
      await fillShipping(page, 'Lagos');
      const order = page.getByRole('region', { name: 'Your order' });
      await expect(order).toContainText('Steel Kettle');
      await expect(order).not.toContainText('Adire Fabric');
      await shoot(page, 'checkout-next-checkout-after-transfer', viewport.width);
      await page.getByRole('button', { name: `Pay ${formatNaira(1_250_000 + LAGOS_FEE_KOBO)}` }).click();
      await sandboxDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');

      const orders = await ordersOf(session);
      expect(orders.map((o) => [o.totalAmountKobo, o.paymentStatus]).sort()).toEqual(
        [
          [FABRIC_KOBO + LAGOS_FEE_KOBO, 'completed'],
          [1_250_000 + LAGOS_FEE_KOBO, 'completed'],
        ].sort(),
      );
    });
  });
}
