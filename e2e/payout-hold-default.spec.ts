import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect, usePageAs } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { signInOwnServerAdmin, startOwnServer, type OwnServer } from './support/own-server.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * The payout hold an admin finds on the Payouts tab before anyone has set one
 * (docs/product.md#earnings): the default from the environment, in whole days the field can save.
 * Staging runs a hold of seconds (PAYOUT_HOLD_SECONDS) to watch money free, so this journey runs a
 * server of its own with one: the field shows 0 days, not a fraction of a day, and saving it as it
 * stands is taken (a fraction used to be shown, then refused with "Hold must be whole days").
 */
type OwnFixtures = { own: { server: OwnServer; admin: APIRequestContext } };

const test = base.extend<object, OwnFixtures>({
  own: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({ name: 'hold-default', env: { PAYOUT_HOLD_SECONDS: '40' } });
      const admin = await signInOwnServerAdmin(server);
      await use({ server, admin });
      await admin.dispose();
      await server.stop();
      await server.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, use) => {
    await use(own.server.baseURL);
  },
});

test.describe.configure({ mode: 'default' });

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin saves the payout hold the Payouts tab shows before anyone set one', async ({ page, own }) => {
      await usePageAs(page, own.admin);
      await page.goto('/admin?tab=payouts');
      await expect(page.getByRole('heading', { name: 'Payout hold', level: 2 })).toBeVisible();
      const days = page.getByLabel('Days held after delivery');
      await expect(days).toHaveValue('0');
      await page.getByRole('button', { name: 'Save hold' }).click();
      await expect(toast(page, messages.payoutHolds.saved)).toBeVisible();
      await expect(page.getByText('Hold must be whole days')).toHaveCount(0);
      await expect(days).toHaveValue('0');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/payout-hold-default-${viewport.width}.png`, fullPage: true });
    });
  });
}
