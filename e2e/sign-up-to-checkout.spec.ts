import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { addToCartFromPage } from './support/checkout.ts';
import { appHasTakenOver } from './support/app-ready.ts';

/**
 * A visitor with a full cart who has no account yet goes Sign In to Checkout →
 * Create an account → signs up → signs in, and arrives at the checkout, not the home page; the
 * sign-in form already holds the address just registered. A person takes the header's Get Started
 * (in the menu on a phone, where the card's own link is below the fold) as often as the card's link,
 * from the sign-in page or straight from the cart: those ways lead to the checkout too.
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

/** Follows a link of the header's account actions: in the menu below the `lg` breakpoint. */
async function headerLink(page: Page, name: 'Sign In' | 'Get Started') {
  await appHasTakenOver(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

/**
 * Creates an account on the sign-up form, and signs in with it on the sign-in page that follows;
 * `onSignInPage` looks at that page before the password goes in.
 */
async function signUpThenSignIn(page: Page, onSignInPage?: () => Promise<void>) {
  await expect(page).toHaveURL('/signup');
  const email = `kemi-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'kemi-secret-1';
  await page.getByLabel('Full name').fill('Kemi Adeyemi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(messages.auth.signUpSucceeded)).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await onSignInPage?.();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
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
      await signUpThenSignIn(page, async () => {
        await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
        // The address is there already, so the cursor waits in the password box.
        await expect(page.getByLabel('Password')).toBeFocused();
        await shot(page, `sign-up-to-checkout-signin-${viewport.width}`);
      });

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

    test("a shopper signing in to check out who signs up through the header's Get Started is taken to the checkout", async ({
      page,
      make,
    }) => {
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { priceKobo: 250_000, stockQuantity: 5 });
      await addToCartFromPage(page, product.id);
      await page.getByRole('link', { name: /^Cart, / }).click();
      await page.getByRole('link', { name: 'Sign In to Checkout' }).click();
      await expect(page).toHaveURL('/signin');
      await headerLink(page, 'Get Started');
      await signUpThenSignIn(page);

      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByText(product.name).first()).toBeVisible();
    });

    test("a shopper who signs up through the header's Get Started on the cart is taken to the checkout", async ({
      page,
      make,
    }) => {
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { priceKobo: 250_000, stockQuantity: 5 });
      await addToCartFromPage(page, product.id);
      await page.getByRole('link', { name: /^Cart, / }).click();
      await expect(page.getByRole('link', { name: 'Sign In to Checkout' })).toBeVisible();
      await headerLink(page, 'Get Started');
      await signUpThenSignIn(page);

      await expect(page).toHaveURL('/checkout');
      await expect(page.getByText(product.name).first()).toBeVisible();
    });

    test("a shopper with an account who signs in through the header's Sign In on the cart is taken to the checkout", async ({
      page,
      make,
    }) => {
      const { api, store } = await make.vendorWithStore();
      const product = await make.product(api, store.id, { priceKobo: 250_000, stockQuantity: 5 });
      const account = await make.customer('Bayo Ogun');
      await addToCartFromPage(page, product.id);
      await page.getByRole('link', { name: /^Cart, / }).click();
      await expect(page.getByRole('link', { name: 'Sign In to Checkout' })).toBeVisible();
      await headerLink(page, 'Sign In');
      await expect(page).toHaveURL('/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    });
  });
}
