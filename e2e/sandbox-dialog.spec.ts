import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { sandboxDialog, shoot, toast } from './support/payment-pages.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';
import type { Factory } from './support/factory.ts';

/**
 * The sandbox's payment popup: focus starts on Pay, the first action
 * drawn, and Tab goes on to Cancel; a Pay that never reaches the server (the connection drops)
 * says the payment could not be confirmed, never "Failed to place order", and offers to try again.
 */

const TOTAL_KOBO = 1_250_000 + 150_000;

async function atSandboxPopup(page: Page, make: Factory) {
  const shop = await make.vendorWithStore();
  const kettle = await make.product(shop.api, shop.store.id, { priceKobo: 1_250_000 });
  const session = await make.signIn(await make.customer('Chidi Obi'));
  await usePageAs(page, session);
  await addToCartFromPage(page, kettle.id, 1);
  await page.goto('/checkout');
  await fillShipping(page, 'Lagos');
  await page.getByRole('button', { name: `Pay ${formatNaira(TOTAL_KOBO)}` }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  return { session };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('focus starts on Pay, and Tab goes from Pay to Cancel as they are drawn', async ({ page, make }) => {
      await atSandboxPopup(page, make);
      const dialog = sandboxDialog(page);
      const pay = dialog.getByRole('button', { name: 'Pay', exact: true });
      const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
      await expect(pay).toBeFocused();
      const [payBox, cancelBox] = [(await pay.boundingBox())!, (await cancel.boundingBox())!];
      // Drawn first: above Cancel on a phone, left of it on a wide screen.
      expect(payBox.y < cancelBox.y || (payBox.y === cancelBox.y && payBox.x < cancelBox.x)).toBe(true);
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await shoot(page, 'checkout-sandbox-dialog-focus', viewport.width);
    });

    test('a Pay lost to a dropped connection says the payment was not confirmed, and trying again pays', async ({
      page,
      make,
    }) => {
      const { session } = await atSandboxPopup(page, make);
      const dialog = sandboxDialog(page);
      // The connection drops while Pay is on its way.
      await page.route('**/api/payments/sandbox/**', async (route) => {
        await page.context().setOffline(true);
        await route.abort('internetdisconnected');
      });
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

      await expect(dialog.getByText(/we could not confirm your payment/)).toBeVisible();
      await expect(toast(page, messages.checkout.placeOrderFailed)).toHaveCount(0);
      await shoot(page, 'checkout-sandbox-pay-unconfirmed', viewport.width);
      expect((await ordersOf(session)).map((o) => o.paymentStatus)).toEqual(['pending']);

      await page.unroute('**/api/payments/sandbox/**');
      await page.context().setOffline(false);
      await dialog.getByRole('button', { name: 'Try paying again' }).click();
      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      expect((await ordersOf(session)).map((o) => o.paymentStatus)).toEqual(['completed']);
    });
  });
}
