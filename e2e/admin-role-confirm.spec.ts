import { test, expect } from './fixtures.ts';
import { capitalised, randomWord, type Factory } from './support/factory.ts';
import { messages } from '../src/shared/messages.ts';

/**
 * One arrow key on a focused role select once saved customer → vendor at once. Choosing
 * a role now only proposes it; an alert dialog names the person and both roles, and nothing is
 * saved until Confirm.
 */

/** The role the server holds for `email`, read through the admin API. */
async function storedRole(make: Factory, email: string) {
  const { users } = (await (await make.admin.get('/api/admin/users')).json()) as {
    users: { email: string; role: string }[];
  };
  return users.find((u) => u.email === email)?.role;
}

test('An arrow key on a role select only proposes the change; Cancel puts the select back and saves nothing', async ({
  page,
  make,
  asAdmin,
}) => {
  const name = `Ada ${capitalised(randomWord())}`;
  const shopper = await make.customer(name);
  await asAdmin();
  await page.goto('/admin/users');
  const select = page.getByLabel(`Role for ${shopper.email}`);
  await expect(select).toHaveValue('customer');

  await select.focus();
  await page.keyboard.press('ArrowDown');
  const confirm = page.getByRole('alertdialog', { name: `Make ${name} a vendor?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Their role changes from customer to vendor.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await storedRole(make, shopper.email)).toBe('customer');

  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(select).toHaveValue('customer');
  await expect(select).toBeFocused();
  await expect(page.getByText(messages.admin.roleUpdated)).toHaveCount(0);
  expect(await storedRole(make, shopper.email)).toBe('customer');

  // Escape is a cancel too.
  await select.selectOption('admin');
  await expect(page.getByRole('alertdialog', { name: `Make ${name} an admin?` })).toContainText(
    'Their role changes from customer to admin.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(select).toHaveValue('customer');
  await page.reload();
  await expect(page.getByLabel(`Role for ${shopper.email}`)).toHaveValue('customer');
  expect(await storedRole(make, shopper.email)).toBe('customer');
});

test('A role is saved only after Confirm, and the dialog names the person and both roles', async ({
  page,
  make,
  asAdmin,
}) => {
  const name = `Ada ${capitalised(randomWord())}`;
  const shopper = await make.customer(name);
  await asAdmin();
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: shopper.email });

  await page.getByLabel(`Role for ${shopper.email}`).selectOption('vendor');
  const confirm = page.getByRole('alertdialog', { name: `Make ${name} a vendor?` });
  await expect(confirm).toContainText('Their role changes from customer to vendor.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.admin.roleUpdated)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Vendor', exact: true })).toBeVisible();
  expect(await storedRole(make, shopper.email)).toBe('vendor');
});
