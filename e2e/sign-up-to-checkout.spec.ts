import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { messages } from '../src/shared/messages.ts';
import { addToCartFromPage } from './support/checkout.ts';

/**
 * A visitor with a full cart who has no account yet goes Sign In to Checkout →
 * Create an account → signs up → signs in, and arrives at the checkout, not the home page; the
 * sign-in form already holds the address just registered.
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('a new shopper who signs up on the way to the checkout is taken to the checkout after signing in', async ({
      page,
      make,
    }) => {
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { priceKobo: 250_000, stockQuantity: 5 });
      await addToCartFromPage(page, product.id);
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Sign In to Checkout' }).click();
      await expect(page).toHaveURL('/signin');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL('/signup');
      const email = `kemi-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'kemi-secret-1';
      await page.getByLabel('Full name').fill('Kemi Adeyemi');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText(messages.auth.signUpSucceeded)).toBeVisible();

      await expect(page).toHaveURL('/signin');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      // The address is there already, so the cursor waits in the password box.
      await expect(page.getByLabel('Password')).toBeFocused();
      await shot(page, `sign-up-to-checkout-signin-${viewport.width}`);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();

      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByText(product.name).first()).toBeVisible();
    });

    test('going back from sign-up to sign-in keeps the way to the checkout', async ({ page, make }) => {
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { priceKobo: 250_000, stockQuantity: 5 });
      const account = await make.customer('Bayo Ogun');
      await addToCartFromPage(page, product.id);
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Sign In to Checkout' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL('/signup');
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL('/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    });
  });
}
