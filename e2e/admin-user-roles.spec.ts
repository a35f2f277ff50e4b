import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';

test('An admin makes a customer a vendor on the user management page', async ({ page, make, asAdmin }) => {
  const shopper = await make.customer('Bola Seller');
  await asAdmin();
  await page.goto('/admin/users');
  await expect(page.getByRole('tab', { name: /All Users/ })).toHaveAttribute('aria-selected', 'true');

  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(row.getByRole('cell', { name: 'Customer', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '—' })).toBeVisible(); // balance is a vendor figure

  await page.getByLabel(`Role for ${shopper.email}`).selectOption('vendor');
  await page
    .getByRole('alertdialog', { name: 'Make Bola Seller a vendor?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(messages.admin.roleUpdated)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Vendor', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '₦0.00' })).toBeVisible();

  // The change is stored, not just shown.
  await page.reload();
  await expect(page.getByLabel(`Role for ${shopper.email}`)).toHaveValue('vendor');
});

// No spec makes another admin, so the demo admin is always the last one.
test('The last admin cannot remove their own admin role', async ({ page, asAdmin }) => {
  const admin = await asAdmin();
  await page.goto('/admin/users');
  await page.getByLabel(`Role for ${admin.email}`).selectOption('customer');
  const confirm = page.getByRole('alertdialog', { name: `Make ${admin.fullName} a customer?` });
  await expect(confirm).toContainText('Their role changes from admin to customer.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.admin.roleUpdateFailed(messages.admin.lastAdmin))).toBeVisible();
  await expect(page.getByLabel(`Role for ${admin.email}`)).toHaveValue('admin');
});
