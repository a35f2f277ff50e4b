import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';

/**
 * An empty sign-up once showed "Email and password required" under both fields. The message is
 * shown once; both fields are still marked invalid and described by it.
 */

const required = messages.auth.emailAndPasswordRequired;

test('An empty sign-up says "Email and password required" once and marks both fields invalid', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(messages.auth.fullNameRequired)).toBeVisible();
  await expect(page.getByText(required, { exact: true })).toHaveCount(1);
  for (const label of ['Email', 'Password']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(required));
  }

  // With the e-mail filled in, the message stays with the password alone.
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(required, { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/signup');
});

test('An empty sign-in says "Email and password required" once too', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(required, { exact: true })).toHaveCount(1);
  for (const label of ['Email', 'Password']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(required));
  }
});
