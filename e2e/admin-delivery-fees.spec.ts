import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { desktop, sidewaysScroll } from './support/viewports.ts';
import type { Page } from '@playwright/test';

/**
 * The admin's delivery fees (docs/product.md#delivery-fees). A state either has a fee of its own or uses the
 * default (its fee left blank); the tab says so. The 37 states are a list grouped by zone that can
 * be searched, with one action that sets every state at once. (That a cleared state is charged the
 * default at checkout is pinned by src/server/delivery-fees/update-delivery-fees.test.ts.)
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('the tab says a blank state uses the default, and an admin finds a state and clears its fee', async ({
      page,
      asAdmin,
    }) => {
      // Ebonyi only (on the phone Bayelsa): other journeys running beside this one total other states.
      const state = device === 'desktop' ? 'Ebonyi' : 'Bayelsa';
      await asAdmin();
      await page.goto('/admin?tab=delivery-fees');
      const form = page.getByRole('form', { name: 'Delivery fees' });
      await expect(form.getByText('A state set to use the default (its fee left blank)')).toBeVisible();
      await expect(form.getByRole('region', { name: 'South West' }).getByLabel('Lagos', { exact: true })).toHaveValue(
        '1500',
      );
      await expect(form.getByLabel('Oyo', { exact: true })).toHaveValue('');
      await expect(form.getByText('Uses the default (₦3,000.00)').first()).toBeVisible();
      await shot(page, `delivery-fees-${viewport.width}`);

      await form.getByLabel('Find a state or zone').fill(state.toLowerCase());
      await expect(form.getByLabel('Lagos', { exact: true })).toBeHidden();
      const field = form.getByLabel(state, { exact: true });
      await field.fill('4100');
      await shot(page, `delivery-fees-search-${viewport.width}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Delivery fees saved')).toBeVisible();

      await page.reload();
      await expect(form.getByLabel(state, { exact: true })).toHaveValue('4100');
      await form.getByRole('button', { name: `${state}: use the default` }).click();
      await expect(form.getByLabel(state, { exact: true })).toHaveValue('');
      await expect(form.getByLabel(state, { exact: true })).toHaveAccessibleDescription('Uses the default (₦3,000.00)');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Delivery fees saved')).toBeVisible();

      await page.reload();
      await expect(form.getByLabel(state, { exact: true })).toHaveValue('');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test('Apply to all sets every state’s fee at once, and nothing changes until Save', async ({ page, asAdmin }) => {
      await asAdmin();
      await page.goto('/admin?tab=delivery-fees');
      const form = page.getByRole('form', { name: 'Delivery fees' });
      await form.getByLabel('Fee for every state (₦)').fill('2500');
      await form.getByRole('button', { name: 'Apply to all 37' }).click();
      await expect(
        form.getByRole('status').filter({ hasText: 'All 37 states now have the fee ₦2,500.00' }),
      ).toBeVisible();
      for (const state of ['Lagos', 'Kano', 'FCT', 'Cross River'])
        await expect(form.getByLabel(state, { exact: true })).toHaveValue('2500');
      await expect(form.getByText('37 of 37 states have a fee of their own')).toBeVisible();
      await shot(page, `delivery-fees-apply-all-${viewport.width}`);

      // Not saved: the table is as it was.
      await page.reload();
      await expect(form.getByLabel('Lagos', { exact: true })).toHaveValue('1500');
      await expect(form.getByLabel('Kano', { exact: true })).toHaveValue('');
    });
  });
}
