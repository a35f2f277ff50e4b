import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { sandboxDialog, shoot, toast } from './support/payment-pages.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';
import { orderCard } from './support/orders-api.ts';

/**
 * A payment ₦100 short, the admin's side: the shopper is told it was short; an
 * admin accepts it on Needs attention, told what Oja absorbs; the shopper's order then reads paid
 * and nothing waits at checkout.
 */

const KETTLES_KOBO = 2 * 1_250_000 + 150_000;
const PAID_KOBO = KETTLES_KOBO - 10_000;

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin accepts a payment ₦100 short, and the shopper’s order then reads paid', async ({
      page,
      make,
      asAdmin,
    }) => {
      const shop = await make.vendorWithStore();
      const kettle = await make.product(shop.api, shop.store.id, { name: 'Steel Kettle', priceKobo: 1_250_000 });
      const shopper = await make.customer('Amaka Obi');
      const session = await make.signIn(shopper);

      await test.step('the shopper pays ₦100 less and is told it was short', async () => {
        await usePageAs(page, session);
        await addToCartFromPage(page, kettle.id, 2);
        await page.goto('/checkout');
        await fillShipping(page, 'Lagos');
        await page.getByRole('button', { name: `Pay ${formatNaira(KETTLES_KOBO)}` }).click();
        const dialog = sandboxDialog(page);
        await dialog.getByText('Other test outcomes').click();
        await dialog.getByRole('button', { name: 'Pay ₦100 less' }).click();
        await expect(toast(page, messages.checkout.shortPaymentTitle)).toBeVisible();
        const notes = messages.checkout.shortPaymentNotes(formatNaira(PAID_KOBO), formatNaira(KETTLES_KOBO));
        await expect(
          page.getByRole('region', { name: messages.checkout.shortPaymentTitle }).getByText(notes),
        ).toBeVisible();
      });

      await test.step('the admin accepts it on Needs attention, told what Oja absorbs', async () => {
        await asAdmin();
        await page.goto('/admin?tab=needs-attention');
        // Other journeys' issues share the list: this one is the card with this shopper's email.
        const card = page
          .getByTestId('payment-issue')
          .filter({ has: page.getByRole('link', { name: shopper.email }) })
          .filter({ has: page.getByRole('heading', { name: 'Amount does not match' }) });
        await card.getByRole('button', { name: /^Accept payment/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Accept this payment as paid in full?' });
        await expect(
          dialog.getByText(
            `${formatNaira(PAID_KOBO)} paid of ${formatNaira(KETTLES_KOBO)}; Oja absorbs ${formatNaira(KETTLES_KOBO - PAID_KOBO)}`,
          ),
        ).toBeVisible();
        await dialog.getByLabel('Why is this payment accepted?').fill('Short by the bank’s charge; Oja bears it');
        await shoot(page, 'accept-dialog', viewport.width);
        await dialog.getByRole('button', { name: 'Accept payment' }).click();
        await expect(toast(page, messages.paymentIssues.accepted)).toBeVisible();
        await expect(dialog).toHaveCount(0);
        await expect(card).toHaveCount(0);
      });

      await test.step('the shopper’s order reads paid, and nothing waits at checkout', async () => {
        await usePageAs(page, session);
        const [order] = await ordersOf(session);
        await page.goto('/dashboard?tab=orders');
        await expect(orderCard(page, order!.id).getByText('Payment completed')).toBeVisible();
        await expect(page.getByRole('region', { name: messages.checkout.shortPaymentTitle })).toHaveCount(0);
        await shoot(page, 'accept-shopper-orders', viewport.width);
        await page.goto('/checkout');
        await expect(page.getByText('You have a checkout waiting for payment')).toHaveCount(0);
        expect((await ordersOf(session)).map((o) => [o.totalAmountKobo, o.paymentStatus])).toEqual([
          [KETTLES_KOBO, 'completed'],
        ]);
      });
    });
  });
}
