import { test, expect } from './fixtures.ts';
import { countMailsTo, waitForResetLink } from './support/outbox.ts';
import { messages } from '../src/shared/messages.ts';

test('A shopper who forgot the password resets it from the e-mailed link', async ({ page, make }) => {
  const account = await make.customer('Forgetful Femi');
  const newPassword = 'brand-new-secret';
  const mailsBefore = await countMailsTo(account.email);

  await test.step('ask for a reset link', async () => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/retrieve');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.auth.resetSent })).toBeVisible();
  });

  const link = await waitForResetLink(account.email, mailsBefore);

  await test.step('the confirmation must match', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText(messages.auth.passwordsDoNotMatch)).toBeVisible();
  });

  await test.step('set the new password', async () => {
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText(messages.auth.resetPasswordSucceeded)).toBeVisible();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  await test.step('the old password no longer works', async () => {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials })).toBeVisible();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  await test.step('the new one does', async () => {
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  await test.step('the used link is refused', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm new password').fill('third-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.auth.resetPasswordFailed })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});

test('The reset page without a token points to the reset request', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByRole('link', { name: 'Request a reset link' }).click();
  await expect(page).toHaveURL('/retrieve');
});
