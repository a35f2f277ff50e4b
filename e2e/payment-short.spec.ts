import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { sandboxDialog, shoot, toast } from './support/payment-pages.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';

/**
 * A payment ₦100 short, which once locked the shopper out of checkout: the shopper is told it was
 * short and that an admin refunds or accepts it, is offered nothing to pay or cancel for it, and
 * can still buy other things, also after a reload.
 */

const KETTLES_KOBO = 2 * 1_250_000 + 150_000;
const MAT_KOBO = 400_000 + 150_000;

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a shopper who paid ₦100 short is told so and what happens next, and can buy something else meanwhile', async ({
      page,
      make,
    }) => {
      const shop = await make.vendorWithStore();
      const kettle = await make.product(shop.api, shop.store.id, { name: 'Steel Kettle', priceKobo: 1_250_000 });
      const mat = await make.product(shop.api, shop.store.id, { name: 'Raffia Mat', priceKobo: 400_000 });
      const session = await make.signIn(await make.customer('Ngozi Eze'));
      await usePageAs(page, session);
      await addToCartFromPage(page, kettle.id, 2);
      await page.goto('/checkout');
      await fillShipping(page, 'Lagos');
      await page.getByRole('button', { name: `Pay ${formatNaira(KETTLES_KOBO)}` }).click();
      const dialog = sandboxDialog(page);
      await dialog.getByText('Other test outcomes').click();
      await dialog.getByRole('button', { name: 'Pay ₦100 less' }).click();

      await expect(toast(page, messages.checkout.shortPaymentTitle)).toBeVisible();
      await expect(page.getByText('We are still confirming your payment')).toHaveCount(0);
      await expect(page).toHaveURL(/\/profile$/);
      const notes = messages.checkout.shortPaymentNotes(formatNaira(KETTLES_KOBO - 10_000), formatNaira(KETTLES_KOBO));
      const card = page.getByRole('region', { name: messages.checkout.shortPaymentTitle });
      await expect(card.getByText(notes)).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
      await shoot(page, 'checkout-short-payment', viewport.width);

      // After a reload (or a restart) it still says so.
      await page.reload();
      await expect(
        page.getByRole('region', { name: messages.checkout.shortPaymentTitle }).getByText(notes),
      ).toBeVisible();

      // The checkout form is open for something else: not the short checkout, nothing to cancel.
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Remove Steel Kettle' }).click();
      await addToCartFromPage(page, mat.id, 1);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: 'Shipping details' })).toBeVisible();
      await expect(page.getByText('You have a checkout waiting for payment')).toHaveCount(0);
      await fillShipping(page, 'Lagos');
      await shoot(page, 'checkout-after-short-payment', viewport.width);
      await page.getByRole('button', { name: `Pay ${formatNaira(MAT_KOBO)}` }).click();
      await sandboxDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();

      const orders = await ordersOf(session);
      expect(orders.map((o) => [o.totalAmountKobo, o.paymentStatus]).sort()).toEqual(
        [
          [KETTLES_KOBO, 'pending'],
          [MAT_KOBO, 'completed'],
        ].sort(),
      );
    });
  });
}
