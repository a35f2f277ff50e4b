import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { placePaidOrder } from './support/orders-api.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The sandbox fails every payout to this account number (docs/product.md#cashout-status). */
const FAILING_ACCOUNT = '0000000000';
/** The sandbox holds every payout to this account number for an OTP, as Paystack does with transfer OTP on. */
const OTP_ACCOUNT = '1111111111';
const SANDBOX_OTP = '123456';
/** The sandbox's payouts to this account wait for an OTP that never comes, then are abandoned. */
const ABANDONED_ACCOUNT = '2222222222';

/** A seller with a store, a bank account at `accountNumber`, a delivered sale, and a cashout of `amountKobo` asked. */
async function sellerAsking(
  make: Parameters<Parameters<typeof test>[2]>[0]['make'],
  accountNumber: string,
  amountKobo: number,
) {
  const vendorName = `Tayo ${randomUUID().slice(0, 6)}`;
  const vendor = await make.vendorWithStore({ fullName: vendorName });
  const bank = await vendor.api.put('/api/profile/bank-details', {
    data: { bankCode: '058', accountNumber, accountName: vendorName, currentPassword: vendor.account.password },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 400_000 });
  const shopper = await make.signIn(await make.customer());
  const checkout = await placePaidOrder(shopper, [{ productId: product.id, quantity: 1 }]);
  await deliver(vendor.api, checkout.orders[0]!.id);
  const asked = await vendor.api.post('/api/cashouts', { data: { amountKobo } });
  expect(asked.status(), await asked.text()).toBe(201);
  return vendor;
}

/** Moves a paid order to delivered as its vendor, which credits the vendor's balance (docs/product.md#earnings). */
async function deliver(vendor: APIRequestContext, orderId: string) {
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const res = await vendor.post(`/api/vendor/orders/${orderId}/status`, {
      data: to === 'shipped' ? { to, location: 'Ikeja hub' } : { to },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * A payout whose bank transfer fails (docs/product.md#cashout-status, decision 0018): the admin sees
 * the account name the bank gave beside the one typed, approves, sees Processing then Failed with the reason and
 * the payout on Needs attention, and closes it with a note; the vendor sees Failed, why, and the
 * money back in their balance.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a failed payout: Failed with the reason for both, the money back, and on Needs attention', async ({
      page,
      make,
      asAdmin,
    }) => {
      test.setTimeout(120_000);
      const vendorName = `Bisi ${randomUUID().slice(0, 6)}`;
      const vendor = await make.vendorWithStore({ fullName: vendorName });
      const bank = await vendor.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: FAILING_ACCOUNT,
          accountName: vendorName,
          currentPassword: vendor.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 500_000 });
      const shopper = await make.signIn(await make.customer());
      const checkout = await placePaidOrder(shopper, [{ productId: product.id, quantity: 1 }]);
      await deliver(vendor.api, checkout.orders[0]!.id);
      const earned = (await (await vendor.api.get('/api/cashouts/earnings')).json()) as { balanceKobo: number };
      expect(earned.balanceKobo).toBeGreaterThanOrEqual(300_000);
      const asked = await vendor.api.post('/api/cashouts', { data: { amountKobo: 300_000 } });
      expect(asked.status(), await asked.text()).toBe(201);

      // The admin sees whose the account is at the bank, beside the name typed (the sandbox's
      // answer is the name typed).
      const email = vendor.account.email;
      await asAdmin();
      await page.goto('/admin/users?tab=cashout-requests');
      const row = page.getByTestId('cashout-request').filter({ hasText: email }).first();
      await expect(row.getByTestId('account-name-check')).toContainText(
        `Name at the bank: ${vendorName.toUpperCase()}`,
      );
      await expect(row.getByTestId('account-name-check')).toHaveAttribute('data-verdict', 'match');
      await page.screenshot({ path: `${shots}/payouts-admin-pending-${viewport.width}.png`, fullPage: true });
      await row.getByRole('button', { name: `Approve ₦3,000.00 for ${email}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve ₦3,000.00' }).click();
      await expect(toast(page, messages.cashouts.approved)).toBeVisible();
      await expect(row).toContainText(/Processing|Failed/);

      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('cashout-request').filter({ hasText: email }).first()).toHaveAttribute(
          'data-status',
          'failed',
          // The list's read after a reload can take seconds on a loaded 2-core runner.
          { timeout: 8_000 },
        );
      }).toPass({ timeout: 60_000, intervals: [2_000] });
      await expect(row.getByTestId('cashout-failure')).toContainText('the receiving bank declined the transfer');
      await page.screenshot({ path: `${shots}/payouts-admin-failed-${viewport.width}.png`, fullPage: true });

      // Needs attention lists it until the admin closes it with a note.
      await page.goto('/admin?tab=needs-attention');
      const card = page.getByTestId('payout-attention').filter({ hasText: email });
      await expect(card).toContainText('Payout failed');
      await expect(card).toContainText("The amount is back in the vendor's balance");
      await page.screenshot({ path: `${shots}/payouts-needs-attention-${viewport.width}.png`, fullPage: true });
      await card.getByRole('button', { name: /Mark resolved/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('How was this resolved?').fill('Asked the vendor to check their account number.');
      await dialog.getByRole('button', { name: 'Mark resolved' }).click();
      await expect(card).toHaveCount(0);

      // The vendor sees Failed, why, and their whole balance back.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const cashout = page.getByTestId('cashout').first();
      await expect(cashout).toHaveAttribute('data-status', 'failed');
      await expect(cashout.getByTestId('cashout-failure')).toContainText('the receiving bank declined the transfer');
      await expect(page.getByTestId('ledger-entry').first()).toContainText(messages.cashouts.ledgerReturned);
      await expect(page.getByText(formatNaira(earned.balanceKobo)).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/payouts-vendor-failed-${viewport.width}.png`, fullPage: true });
    });

    test('a payout waiting for an OTP: the admin types it on Needs attention and the vendor sees it paid', async ({
      page,
      make,
      asAdmin,
    }) => {
      test.setTimeout(120_000);
      const vendor = await sellerAsking(make, OTP_ACCOUNT, 250_000);
      const email = vendor.account.email;
      await asAdmin();
      await page.goto('/admin/users?tab=cashout-requests');
      const row = page.getByTestId('cashout-request').filter({ hasText: email }).first();
      await row.getByRole('button', { name: `Approve ₦2,500.00 for ${email}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve ₦2,500.00' }).click();
      await expect(toast(page, messages.cashouts.approved)).toBeVisible();

      // The transfer waits for the OTP: Needs attention says so and asks for it.
      await page.goto('/admin?tab=needs-attention');
      const card = page.getByTestId('payout-attention').filter({ hasText: email });
      await expect(async () => {
        await page.reload();
        await expect(card.getByRole('heading', { name: 'Waiting for OTP' })).toBeVisible({ timeout: 4_000 });
      }).toPass({ timeout: 30_000, intervals: [1_000] });
      await expect(card).toContainText(messages.cashouts.waitingForOtp('Sandbox (test mode)'));
      await page.screenshot({ path: `${shots}/payouts-otp-waiting-${viewport.width}.png`, fullPage: true });

      // Meanwhile the seller reads that it waits on the marketplace, not that it failed.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      await expect(page.getByTestId('cashout').first()).toContainText(messages.cashouts.waitingOnMarketplace);
      await page.screenshot({ path: `${shots}/payouts-otp-vendor-waiting-${viewport.width}.png`, fullPage: true });
      await asAdmin();
      await page.goto('/admin?tab=needs-attention');

      // A wrong OTP is refused with the provider's words; the right one sends the transfer.
      const otp = card.getByLabel('OTP from Sandbox');
      await otp.fill('000000');
      await card.getByRole('button', { name: 'Send OTP', exact: true }).click();
      await expect(card).toContainText(messages.cashouts.otpRefused('Sandbox: that OTP is not right'));
      await page.screenshot({ path: `${shots}/payouts-otp-wrong-${viewport.width}.png`, fullPage: true });
      await otp.fill(SANDBOX_OTP);
      await card.getByRole('button', { name: 'Send OTP', exact: true }).click();
      await expect(toast(page, messages.cashouts.otpSent)).toBeVisible();
      await expect(card).toHaveCount(0);

      // The vendor sees it paid once the sandbox's transfer lands.
      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('cashout').first()).toHaveAttribute('data-status', 'paid', { timeout: 4_000 });
      }).toPass({ timeout: 60_000, intervals: [2_000] });
      await expect(page.getByTestId('cashout').first()).toContainText('Paid to your bank');
      await page.screenshot({ path: `${shots}/payouts-otp-vendor-paid-${viewport.width}.png`, fullPage: true });

      // The transfer's fee is the marketplace's cost, on its overview.
      await asAdmin();
      await page.goto('/admin?tab=overview');
      await expect(page.getByText('Transfer Fees Paid')).toBeVisible();
      await page.screenshot({ path: `${shots}/payouts-overview-fees-${viewport.width}.png`, fullPage: true });
    });

    test('an abandoned payout (no OTP in time): the admin gives the money back; the seller sees it back, never a bank failure', async ({
      page,
      make,
      asAdmin,
    }) => {
      test.setTimeout(120_000);
      const vendor = await sellerAsking(make, ABANDONED_ACCOUNT, 200_000);
      const email = vendor.account.email;
      await asAdmin();
      await page.goto('/admin/users?tab=cashout-requests');
      const row = page.getByTestId('cashout-request').filter({ hasText: email }).first();
      await row.getByRole('button', { name: `Approve ₦2,000.00 for ${email}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve ₦2,000.00' }).click();
      await expect(toast(page, messages.cashouts.approved)).toBeVisible();

      await page.goto('/admin?tab=needs-attention');
      const card = page.getByTestId('payout-attention').filter({ hasText: email });
      await expect(async () => {
        await page.reload();
        await expect(card.getByRole('heading', { name: 'Payout abandoned: no OTP in time' })).toBeVisible({
          timeout: 4_000,
        });
      }).toPass({ timeout: 60_000, intervals: [2_000] });
      await expect(card).toContainText(messages.cashouts.abandoned('Sandbox (test mode)'));
      await page.screenshot({ path: `${shots}/payouts-abandoned-${viewport.width}.png`, fullPage: true });

      await card.getByRole('button', { name: /^Not sent: return the money/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('What you checked').fill('No transfer on the dashboard; the seller will ask again.');
      await page.screenshot({ path: `${shots}/payouts-settle-dialog-${viewport.width}.png`, fullPage: true });
      await dialog.getByRole('button', { name: 'Return the money' }).click();
      await expect(toast(page, messages.cashouts.settledReturned)).toBeVisible();
      await expect(card).toHaveCount(0);

      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      const cashout = page.getByTestId('cashout').first();
      await expect(cashout).toHaveAttribute('data-status', 'failed');
      await expect(cashout.getByTestId('cashout-failure')).toContainText(messages.cashouts.notSentReturned);
      await expect(page.getByTestId('ledger-entry').first()).toContainText(messages.cashouts.ledgerReturned);
      await page.screenshot({ path: `${shots}/payouts-abandoned-vendor-${viewport.width}.png`, fullPage: true });
    });
  });
}

/**
 * docs/product.md#admin-users: the Cashout Requests tab names how many requests wait, as Vendor
 * Requests does, so an admin on another tab sees there is something to decide.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Cashout Requests tab shows the count of pending requests in its label', async ({
      page,
      make,
      asAdmin,
    }) => {
      await sellerAsking(make, '0123456789', 100_000);
      await asAdmin();
      await page.goto('/admin/users');
      const tab = page.getByRole('tab', { name: /^Cashout Requests \(\d+\)$/ });
      await expect(tab).toBeVisible();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const pending = await page.getByTestId('pending-cashouts').textContent();
      const count = Number(/\((\d+) pending\)/.exec(pending ?? '')![1]);
      expect(count).toBeGreaterThanOrEqual(1);
      await expect(tab).toHaveText(`Cashout Requests (${count})`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/cashout-requests-tab-count-${viewport.width}.png`, fullPage: true });
    });
  });
}
