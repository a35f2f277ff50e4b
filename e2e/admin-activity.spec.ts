import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { bothWidths, sidewaysScroll } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Activity (docs/product.md#activity-audit-trail): the admin sets a commission rate on the
 * Commission tab, opens Activity, filters by kind and finds the row — who, what, which record,
 * before → after. The rate is a fresh category's (nothing is sold in it), so journeys running beside
 * this one are not commissioned. At both widths: the list is cards on a phone and a table on a laptop.
 */
for (const viewport of bothWidths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the admin sets a commission rate and reads it on Activity, filtered by kind', async ({
      page,
      make,
      asAdmin,
    }) => {
      const category = await make.category();
      const admin = await asAdmin();
      await page.goto('/admin?tab=commission');
      await expect(page.getByRole('tab', { name: 'Commission', selected: true })).toBeVisible();
      await page.getByRole('button', { name: 'Add a category override' }).click();
      const add = page.getByRole('form', { name: 'Add a category override' });
      await add.getByLabel('Category', { exact: true }).selectOption({ label: category.name });
      await add.getByLabel('Percent (%)').fill('7.5');
      await add.getByRole('button', { name: 'Add override' }).click();
      await expect(toast(page, messages.commission.overrideSaved).first()).toBeVisible();

      await page.getByRole('tab', { name: 'Activity' }).click();
      await expect(page.getByRole('tab', { name: 'Activity', selected: true })).toBeVisible();
      await page.getByLabel('Kind').selectOption({ label: 'Commission override set' });
      const row = page.getByTestId('activity-row').filter({ hasText: category.id });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Commission override set');
      await expect(row).toContainText(admin.email);
      // Before → after: no rate before, 7.5 % after; fields left at nothing are not listed.
      await expect(row.getByRole('listitem')).toHaveCount(2);
      await expect(row.getByRole('listitem').filter({ hasText: 'Percent:' })).toContainText('changed to 7.5%');
      await expect(row.getByRole('listitem').filter({ hasText: 'Flat:' })).toContainText('changed to ₦0.00');
      // Every row shown is of the chosen kind.
      const kinds = await page.getByTestId('activity-row').locator('td[data-label="Action"]').allInnerTexts();
      expect(new Set(kinds)).toEqual(new Set(['Commission override set']));
      // The export link carries the filter.
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/admin/activity.csv?kind=commission_override_set',
      );
      // A phone shows each row as a card with its labels; a laptop, a table with headings.
      if (viewport.width < 768) await expect(page.getByRole('columnheader', { name: 'Change' })).toBeHidden();
      else await expect(page.getByRole('columnheader', { name: 'Change' })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/admin-activity-${viewport.width}.png`, fullPage: true });
    });
  });
}
