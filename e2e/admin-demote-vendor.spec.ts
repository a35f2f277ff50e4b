import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { capitalised, randomWord, type Factory } from './support/factory.ts';
import { placeOrder } from './support/orders-api.ts';
import { messages } from '../src/shared/messages.ts';

/**
 * docs/product.md#role-changes: a vendor made a customer can no longer fulfil, so their stores are deactivated
 * with the change; the confirmation names how many stores stop selling and how many orders are
 * still open (left for an admin to fulfil or cancel).
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

async function storeIsActive(make: Factory, storeId: string) {
  const { stores } = (await (await make.admin.get('/api/admin/stores')).json()) as {
    stores: { id: string; isActive: boolean }[];
  };
  return stores.find((s) => s.id === storeId)?.isActive;
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('making a vendor a customer names their stores and open orders, and Confirm deactivates the stores', async ({
      page,
      make,
      asAdmin,
    }) => {
      const name = `Sade ${capitalised(randomWord())}`;
      const { account, api, store } = await make.vendorWithStore({ fullName: name });
      const product = await make.product(api, store.id, { stockQuantity: 5 });
      const buyer = await make.signIn(await make.customer('Femi Buys'));
      await placeOrder(buyer, [{ productId: product.id, quantity: 1 }]);

      await asAdmin();
      await page.goto('/admin/users');
      await page.getByLabel(`Role for ${account.email}`).selectOption('customer');
      const confirm = page.getByRole('alertdialog', { name: `Make ${name} a customer?` });
      await expect(confirm).toContainText('Their role changes from vendor to customer.');
      await expect(confirm).toContainText('They stop selling at once: 1 active store will be deactivated.');
      await expect(confirm).toContainText('They have 1 open order (not yet delivered or cancelled)');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await shot(page, `demote-vendor-confirm-${viewport.width}`);
      expect(await storeIsActive(make, store.id)).toBe(true);

      await confirm.getByRole('button', { name: 'Demote and deactivate stores' }).click();
      await expect(page.getByText(messages.admin.roleUpdated)).toBeVisible();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByLabel(`Role for ${account.email}`)).toHaveValue('customer');
      expect(await storeIsActive(make, store.id)).toBe(false);
      // The public store page is gone with it.
      await page.goto(`/store/${store.slug}`);
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
