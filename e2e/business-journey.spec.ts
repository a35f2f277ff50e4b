import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { ledgerMismatches } from '../src/server/ledger/ledger-mismatches.ts';
import { Factory } from './support/factory.ts';
import { addToCartFromPage, fillShipping, ordersOf } from './support/checkout.ts';
import { orderCard, sidewaysScroll } from './support/orders-api.ts';
import { signInOwnServerAdmin, startOwnServer, type OwnServer } from './support/own-server.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
/** A figure of the Earnings tab, by its label. */
const stat = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

/**
 * The marketplace as a business, end to end (docs/product.md#commission,
 * docs/product.md#earnings, docs/product.md#cashout-status): the admin sets a 10 % commission, a
 * customer buys in the sandbox, the vendor delivers and sees the gross, the commission and the net,
 * the money pending, then available once the hold is over; the vendor cashes it out, the admin
 * approves, and the bank transfer is paid. At the end every balance equals its ledger.
 *
 * A browser cannot move the server's clock (or PostgreSQL's), so the journey runs a server of its
 * own whose payout hold is 40 seconds (PAYOUT_HOLD_SECONDS, for staging and tests):
 * the clock passes the hold for real, and the release job frees the money as it would after days.
 * Its own database also lets the admin set the platform default without commissioning the
 * journeys beside it. On the PostgreSQL project (playwright.config.ts) that server uses PostgreSQL.
 */
const HOLD_SECONDS = 40;

type OwnServerFixtures = {
  /** This journey's server and its admin, signed in; one per worker. */
  own: { server: OwnServer; admin: APIRequestContext };
};

const test = base.extend<object, OwnServerFixtures>({
  own: [
    // Playwright reads a fixture's dependencies from its first parameter: an empty one says "none".
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startOwnServer({
        name: 'business',
        postgresUrl: workerInfo.project.name === 'chromium-postgres' ? process.env.TEST_DATABASE_URL : undefined,
        env: { PAYOUT_HOLD_SECONDS: String(HOLD_SECONDS), SANDBOX_PAYOUT_SECONDS: '3' },
      });
      const admin = await signInOwnServerAdmin(server);
      await use({ server, admin });
      await admin.dispose();
      await server.stop();
      await server.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The pages go to this journey's server.
  baseURL: async ({ own }, use) => {
    await use(own.server.baseURL);
  },
});

// Its steps run one after the other in one worker, on one server.
test.describe.configure({ mode: 'default' });

test.afterAll(async ({ own }) => {
  await own.server.stop();
  // The invariant of decision 0016, read from the database the journeys used: every profile's
  // available and pending balances equal the sums of its released and held ledger entries.
  const database = await own.server.openDatabase();
  try {
    expect(await ledgerMismatches(database.db)).toEqual([]);
  } finally {
    await database.close();
  }
});

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('10 % commission → a purchase → delivery → gross, commission and net → pending, then available → cashout → paid by transfer', async ({
      page,
      clientIp,
      own: { server, admin },
    }) => {
      // A dozen pages, 40 seconds of hold and a bank transfer, on a machine that may be busy.
      test.setTimeout(300_000);
      const make = new Factory(server.baseURL, { 'X-Forwarded-For': clientIp }, admin);
      const [price, quantity, lagosFee] = [1_250_000, 2, 150_000];
      const gross = price * quantity + lagosFee; // ₦26,500.00
      const commission = (price * quantity) / 10; // 10 % of the goods; delivery fees are not commissioned
      const net = gross - commission; // ₦24,000.00

      await test.step('the admin sets the platform commission to 10 %', async () => {
        await usePageAs(page, admin);
        await page.goto('/admin?tab=commission');
        const platform = page.getByRole('form', { name: 'Platform default' });
        await platform.getByLabel('Percent (%)').fill('10');
        await platform.getByRole('button', { name: 'Save default' }).click();
        await expect(toast(page, messages.commission.defaultSaved)).toBeVisible();
        await expect(platform.getByLabel('Percent (%)')).toHaveValue('10');
        await expect(platform.getByLabel('Charge commission on delivery fees')).not.toBeChecked();
      });

      const shop = await make.vendorWithStore({ fullName: 'Kemi Business' });
      const kettle = await make.product(shop.api, shop.store.id, { priceKobo: price, stockQuantity: 5 });
      const bank = await shop.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: 'Kemi Business',
          currentPassword: shop.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const buyer = await make.signIn(await make.customer('Tolu Business'));

      await test.step('a customer buys two kettles and pays in the sandbox', async () => {
        await usePageAs(page, buyer);
        await addToCartFromPage(page, kettle.id, quantity);
        await page.goto('/checkout');
        await fillShipping(page, 'Lagos');
        await expect(page.getByTestId('checkout-total')).toHaveText(formatNaira(gross));
        await page.getByRole('radio', { name: /Paystack/ }).check();
        await page.getByRole('button', { name: `Pay ${formatNaira(gross)}` }).click();
        const sandbox = page.getByRole('dialog', { name: 'Oja test payment' });
        await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
        await expect(toast(page, messages.checkout.paymentSuccessful)).toBeVisible();
      });
      const [order] = await ordersOf(buyer);
      expect(order!.totalAmountKobo).toBe(gross);

      await test.step('the vendor delivers it and sees the gross, the commission and the net', async () => {
        for (const to of ['confirmed', 'processing', 'shipped']) {
          const moved = await shop.api.post(`/api/vendor/orders/${order!.id}/status`, { data: { to } });
          expect(moved.status(), await moved.text()).toBe(200);
        }
        await usePageAs(page, shop.api);
        await page.goto('/vendor-dashboard');
        const card = orderCard(page, order!.id);
        await expect(card).toContainText(
          `Net ${formatNaira(net)} on delivery · after ${formatNaira(commission)} commission`,
        );
        await card.getByRole('button', { name: /^Mark as Delivered/ }).click();
        await expect(card.getByText('Order status: Delivered')).toBeVisible();
      });

      const frees = new Intl.DateTimeFormat('en-NG', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      }).format(new Date(Date.now() + HOLD_SECONDS * 1000));
      const entry = page.getByTestId('ledger-entry').filter({ hasText: order!.trackingNumber });

      await test.step('the money is pending until the hold ends, and cannot be cashed out yet', async () => {
        await page.getByRole('tab', { name: 'Earnings' }).click();
        await expect(stat(page, 'Pending')).toContainText(formatNaira(net));
        await expect(stat(page, 'Pending')).toContainText(`the next frees on ${frees}`);
        await expect(stat(page, 'Available balance')).toContainText(formatNaira(0));
        await expect(entry.getByText(`Pending until ${frees}`)).toBeVisible();
        await expect(entry.getByRole('definition').nth(0)).toHaveText(formatNaira(gross));
        await expect(entry.getByRole('definition').nth(1)).toHaveText(`−${formatNaira(commission)}`);
        await expect(entry.getByRole('definition').nth(2)).toHaveText(formatNaira(net));
        await expect(page.getByText(`Available to cash out: ${formatNaira(0)}`)).toBeVisible();
        expect(await sidewaysScroll(page)).toBe(0);
        await page.screenshot({ path: `${shots}/business-pending-${viewport.width}.png`, fullPage: true });
      });

      await test.step('the hold ends: the release job makes the net available', async () => {
        // The server's clock passes the hold; the page shows it on the next visit.
        await expect(async () => {
          await page.reload();
          await expect(stat(page, 'Pending')).toBeVisible({ timeout: 20_000 });
          await expect(stat(page, 'Available balance')).toContainText(formatNaira(net), { timeout: 1_000 });
        }).toPass({ timeout: (HOLD_SECONDS + 60) * 1000, intervals: [3_000] });
        await expect(stat(page, 'Pending')).toContainText(formatNaira(0));
        await expect(entry.getByText(/Pending until/)).toHaveCount(0);
        await expect(entry).toContainText(`+${formatNaira(net)}`);
        await expect(page.getByText(`Available to cash out: ${formatNaira(net)}`)).toBeVisible();
      });

      await test.step('the vendor asks for all of it', async () => {
        await page.getByLabel('Amount (₦)').fill(String(net / 100));
        await page.getByRole('button', { name: 'Request Cashout' }).click();
        await expect(toast(page, messages.cashouts.submitted)).toBeVisible();
        await expect(stat(page, 'Held for pending cashouts')).toContainText(formatNaira(net));
        await expect(stat(page, 'Free to cash out')).toContainText(formatNaira(0));
      });

      await test.step('the admin approves: the money goes by bank transfer', async () => {
        await usePageAs(page, admin);
        await page.goto('/admin/users?tab=cashout-requests');
        await page.getByRole('button', { name: `Approve ${formatNaira(net)} for ${shop.account.email}` }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText('sent by bank transfer');
        await confirm.getByRole('button', { name: `Approve ${formatNaira(net)}` }).click();
        await expect(toast(page, messages.cashouts.approved)).toBeVisible();
        await expect(
          page.getByRole('button', { name: `Approve ${formatNaira(net)} for ${shop.account.email}` }),
        ).toHaveCount(0);
      });

      await test.step('the transfer is paid: the vendor sees Paid and a balance of ₦0.00', async () => {
        await usePageAs(page, shop.api);
        await page.goto('/vendor-dashboard?tab=earnings');
        const cashout = page.getByRole('list', { name: 'Cashout requests' }).getByRole('listitem').first();
        await expect(async () => {
          await page.reload();
          await expect(cashout).toBeVisible({ timeout: 20_000 });
          await expect(cashout).toContainText('Paid to your bank', { timeout: 1_000 });
        }).toPass({ timeout: 60_000, intervals: [2_000] });
        await expect(cashout).toContainText(formatNaira(net));
        await expect(stat(page, 'Available balance')).toContainText(formatNaira(0));
        await expect(stat(page, 'Held for pending cashouts')).toContainText(formatNaira(0));
        await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Cashout' })).toContainText(
          `−${formatNaira(net)}`,
        );
        expect(await sidewaysScroll(page)).toBe(0);
        await page.screenshot({ path: `${shots}/business-paid-${viewport.width}.png`, fullPage: true });
      });

      // The vendor's own figures agree with their ledger: the balance is the sum of the released
      // entries (sale + commission − cashout = 0), and nothing is held.
      const earnings = (await (await shop.api.get('/api/cashouts/earnings')).json()) as {
        balanceKobo: number;
        pendingKobo: number;
        entries: { amountKobo: number; pending: boolean; reason: string }[];
      };
      const sum = (pending: boolean) =>
        earnings.entries.filter((e) => e.pending === pending).reduce((total, e) => total + e.amountKobo, 0);
      expect(earnings.entries.map((e) => e.amountKobo).sort((a, b) => a - b)).toEqual([-net, -commission, gross]);
      expect([earnings.balanceKobo, earnings.pendingKobo]).toEqual([sum(false), sum(true)]);
      expect(earnings.balanceKobo).toBe(0);
      await make.dispose();
    });
  });
}
