import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { countMailsTo } from './support/outbox.ts';
import { placePaidOrder } from './support/orders-api.ts';
import { messages } from '../src/shared/messages.ts';

/**
 * docs/product.md#bank-details: a seller sees and changes the bank account their cashouts are paid to (the
 * password is asked for again, and the change is e-mailed); one without a bank account is told to
 * add one before a cashout; the admin sees where to pay each cashout request.
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

/** The seller earns ₦5,000: a paid order of theirs is accepted, processed, shipped and delivered. */
async function earnFiveThousand(
  make: Parameters<Parameters<typeof test>[2]>[0]['make'],
  seller: APIRequestContext,
  storeId: string,
) {
  const product = await make.product(seller, storeId, { priceKobo: 500_000, stockQuantity: 3 });
  const buyer = await make.signIn(await make.customer('Tunde Buys'));
  const checkout = await placePaidOrder(buyer, [{ productId: product.id, quantity: 1 }]);
  const orderId = checkout.orders[0]!.id;
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const res = await seller.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('a vendor without bank details is told to add them before a cashout, and adds them with their password', async ({
      page,
      make,
    }) => {
      // Made a vendor through the role dropdown: no bank details at all.
      const { account, api } = await make.vendorWithStore({ fullName: `Kemi ${randomUUID().slice(0, 6)}` });
      await usePageAs(page, api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const card = page.getByRole('region', { name: 'Payout bank account' });
      await expect(card).toContainText('You have no bank account on Oja yet');
      await expect(page.getByText(messages.cashouts.bankDetailsMissing)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request Cashout' })).toBeDisabled();
      await shot(page, `bank-details-missing-${viewport.width}`);

      await card.getByRole('button', { name: 'Add bank details' }).click();
      const form = page.getByRole('form', { name: 'Bank details' });
      await form.getByLabel('Bank name').selectOption({ label: 'Guaranty Trust Bank (GTBank)' });
      await form.getByLabel('Account number').fill('0123456789');
      await form.getByLabel('Account holder name').fill('Kemi Adebayo');
      await form.getByLabel('Your password').fill('not-my-password');
      await form.getByRole('button', { name: 'Save bank details' }).click();
      await expect(form.getByLabel('Your password')).toHaveAccessibleDescription(
        new RegExp(messages.bankDetails.wrongPassword),
      );
      await shot(page, `bank-details-wrong-password-${viewport.width}`);
      expect(await countMailsTo(account.email)).toBe(0);

      await form.getByLabel('Your password').fill(account.password);
      await form.getByRole('button', { name: 'Save bank details' }).click();
      await expect(toast(page, messages.bankDetails.saved)).toBeVisible();
      await expect(form).toBeHidden();
      await expect(card).toContainText('Guaranty Trust Bank (GTBank)');
      await expect(card).toContainText('0123456789');
      await expect(card).toContainText('Kemi Adebayo');
      await expect(page.getByRole('button', { name: 'Request Cashout' })).toBeEnabled();
      await expect(page.getByText(messages.cashouts.bankDetailsMissing)).toBeHidden();
      await expect.poll(() => countMailsTo(account.email)).toBe(1);
      await shot(page, `bank-details-saved-${viewport.width}`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test('a seller finds their bank in the payout provider’s list by typing part of its name, and saves it', async ({
      page,
      make,
    }) => {
      const { account, api } = await make.vendorWithStore({ fullName: `Ngozi ${randomUUID().slice(0, 6)}` });
      await usePageAs(page, api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const card = page.getByRole('region', { name: 'Payout bank account' });
      await card.getByRole('button', { name: 'Add bank details' }).click();
      const form = page.getByRole('form', { name: 'Bank details' });
      const bank = form.getByLabel('Bank name');
      await form.getByLabel(messages.bankDetails.findBank).fill('kuda');
      // The search leaves the placeholder and the one bank whose name holds the words.
      await expect(bank.locator('option')).toHaveText([messages.bankDetails.selectBank, 'Kuda Microfinance Bank']);
      await shot(page, `bank-details-search-${viewport.width}`);
      await bank.selectOption({ label: 'Kuda Microfinance Bank' });
      await form.getByLabel(messages.bankDetails.findBank).fill('zzz');
      await expect(form.getByText(messages.bankDetails.noBankMatches)).toBeVisible();
      // The chosen bank stays chosen whatever is typed in the search box.
      await expect(bank).toHaveValue('50211');
      await form.getByLabel('Account number').fill('2001234567');
      await form.getByLabel('Account holder name').fill('Ngozi Eze');
      await form.getByLabel('Your password').fill(account.password);
      await form.getByRole('button', { name: 'Save bank details' }).click();
      await expect(toast(page, messages.bankDetails.saved)).toBeVisible();
      await expect(card).toContainText('Kuda Microfinance Bank');
      await expect(card).toContainText('2001234567');
      await shot(page, `bank-details-kuda-saved-${viewport.width}`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test('a vendor changes their bank account, and the admin sees the new one on their cashout request', async ({
      page,
      make,
      asAdmin,
    }) => {
      const { account, api, store } = await make.vendorWithStore({ fullName: `Obi ${randomUUID().slice(0, 6)}` });
      await earnFiveThousand(make, api, store.id);
      const first = await api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: 'Obi Okeke',
          currentPassword: account.password,
        },
      });
      expect(first.status(), await first.text()).toBe(200);

      await usePageAs(page, api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const card = page.getByRole('region', { name: 'Payout bank account' });
      await expect(card).toContainText('0123456789');
      await card.getByRole('button', { name: 'Change bank details' }).click();
      const form = page.getByRole('form', { name: 'Bank details' });
      await expect(form.getByLabel('Account number')).toHaveValue('0123456789');
      await form.getByLabel('Bank name').selectOption({ label: 'Access Bank' });
      await form.getByLabel('Account number').fill('9876543210');
      await form.getByLabel('Account holder name').fill('Obi C. Okeke');
      await form.getByLabel('Your password').fill(account.password);
      await form.getByRole('button', { name: 'Save bank details' }).click();
      await expect(toast(page, messages.bankDetails.saved)).toBeVisible();
      await expect(card).toContainText('Access Bank');
      await expect(card).toContainText('9876543210');

      await page.getByLabel('Amount (₦)').fill('1500');
      await page.getByRole('button', { name: 'Request Cashout' }).click();
      await expect(toast(page, messages.cashouts.submitted)).toBeVisible();

      await asAdmin();
      await page.goto('/admin/users?tab=cashout-requests');
      const row = page.getByTestId('cashout-request').filter({ hasText: account.email });
      await expect(row.getByTestId('cashout-pay-to')).toContainText('Access Bank');
      await expect(row.getByTestId('cashout-pay-to')).toContainText('9876543210');
      await expect(row.getByTestId('cashout-pay-to')).toContainText('Obi C. Okeke');
      await shot(page, `bank-details-admin-cashouts-${viewport.width}`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
}
