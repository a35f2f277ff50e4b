import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { placeOrder, sidewaysScroll } from './support/orders-api.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import type { PaymentIssuesPage } from '../src/shared/checkout.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The issues the demo admin sees now, by status. */
async function paymentIssues(admin: APIRequestContext, status: 'open' | 'resolved') {
  const response = await admin.get(`/api/admin/payment-issues?status=${status}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as PaymentIssuesPage).issues;
}

/**
 * Issue 16 item 3, in the browser: a payment whose provider reports another amount than the one Oja
 * asked for is not settled; it waits on the admin's Needs attention list with its reference, what
 * Oja expected and what the provider said. The admin writes a note, marks it resolved, and it moves
 * from Open to Resolved with the note, who and when.
 *
 * The mismatch is made in the sandbox: its pay endpoint takes the amount the shopper "paid" (test
 * mode only), as a provider reporting a different amount would.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Needs attention list resolving a mismatch', async ({ page, make, asAdmin, adminApi }) => {
      const vendor = await make.vendorWithStore();
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 1_250_000, stockQuantity: 3 });
      const shopper = await make.customer('Ngozi Mismatch');
      const shopperApi = await make.signIn(shopper);
      const checkout = await placeOrder(shopperApi, [{ productId: product.id, quantity: 1 }], 'paystack');
      expect(checkout.next.kind).toBe('sandbox');
      const expectedKobo = checkout.amountKobo;
      const paidKobo = expectedKobo - 500_000;

      await test.step('the provider reports ₦5,000 less than Oja asked for', async () => {
        const pay = await shopperApi.post(`/api/payments/sandbox/${checkout.reference}/pay`, {
          data: { amountKobo: paidKobo },
        });
        expect(pay.status(), await pay.text()).toBe(200);
        // The sandbox's webhook reaches the server through its job queue; the issue opens then.
        await expect
          .poll(async () =>
            (await paymentIssues(adminApi, 'open')).some((i) => i.payment.reference === checkout.reference),
          )
          .toBe(true);
        const [issue] = (await paymentIssues(adminApi, 'open')).filter(
          (i) => i.payment.reference === checkout.reference,
        );
        expect(issue).toMatchObject({
          kind: 'amount_mismatch',
          status: 'open',
          expected: { amountKobo: expectedKobo, currency: 'NGN' },
          reported: { status: 'success', amountKobo: paidKobo, currency: 'NGN' },
          refund: null,
          resolution: null,
          payment: { reference: checkout.reference, customerEmail: shopper.email },
        });
        expect(issue!.actions).toContain('resolve');
      });

      await asAdmin();
      await page.goto('/admin');
      const tab = page.getByRole('tab', { name: /Needs attention/ });
      await expect(page.getByTestId('open-payment-issues')).toBeVisible();
      await tab.click();
      await expect(page).toHaveURL(/tab=needs-attention/);
      await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();

      const card = page.getByTestId('payment-issue').filter({ hasText: checkout.reference });
      await test.step('the card says what Oja expected and what the provider said', async () => {
        await expect(card.getByRole('heading', { name: 'Amount does not match' })).toBeVisible();
        await expect(card.locator('code')).toHaveText(checkout.reference);
        await expect(card).toContainText(`Oja expected${formatNaira(expectedKobo)} NGN`);
        await expect(card).toContainText(`Provider saidsuccess, ${formatNaira(paidKobo)}`);
        await expect(card.getByRole('link', { name: shopper.email })).toBeVisible();
        await page.screenshot({ path: `${shots}/needs-attention-open-${viewport.width}.png`, fullPage: true });
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(axe.violations).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
      });

      const note = `Customer paid the remaining ${formatNaira(500_000)} by bank transfer; seen on the statement.`;
      await test.step('an empty note is refused, a written one resolves the issue', async () => {
        await card.getByRole('button', { name: `Mark resolved for payment ${checkout.reference}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Mark this issue resolved' });
        await dialog.getByRole('button', { name: 'Mark resolved' }).click();
        const noteField = dialog.getByLabel('How was this resolved?');
        await expect(dialog.getByText(messages.paymentIssues.noteRequired)).toBeVisible();
        await expect(noteField).toHaveAttribute('aria-invalid', 'true');

        await noteField.fill(note);
        await page.screenshot({ path: `${shots}/needs-attention-resolve-${viewport.width}.png` });
        await dialog.getByRole('button', { name: 'Mark resolved' }).click();
        await expect(toast(page, messages.paymentIssues.resolved)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(card).toHaveCount(0);
      });

      await test.step('it is listed under Resolved with the note, who and when', async () => {
        await page.getByRole('radio', { name: 'Resolved' }).check();
        const resolved = page.getByTestId('payment-issue').filter({ hasText: checkout.reference });
        await expect(resolved.getByTestId('resolution-note')).toHaveText(note);
        await expect(resolved).toContainText(/Resolved by \S/);
        await expect(resolved.getByRole('button', { name: /^(Retry verification|Refund|Mark resolved)/ })).toHaveCount(
          0,
        );
        await page.screenshot({ path: `${shots}/needs-attention-resolved-${viewport.width}.png`, fullPage: true });
        expect(await sidewaysScroll(page)).toBe(0);

        const [issue] = (await paymentIssues(adminApi, 'resolved')).filter(
          (i) => i.payment.reference === checkout.reference,
        );
        expect(issue).toMatchObject({ status: 'resolved', resolution: { note }, actions: [] });
        expect((await paymentIssues(adminApi, 'open')).some((i) => i.payment.reference === checkout.reference)).toBe(
          false,
        );
      });

      await test.step('the server refuses to resolve it twice', async () => {
        const [issue] = (await paymentIssues(adminApi, 'resolved')).filter(
          (i) => i.payment.reference === checkout.reference,
        );
        const again = await adminApi.post(`/api/admin/payment-issues/${issue!.id}/resolve`, {
          data: { note: 'again' },
        });
        expect(again.status()).toBe(409);
        expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
          messages.paymentIssues.alreadyResolved,
        );
      });
    });
  });
}
