import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, type Account } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { uiMessages } from '../src/web/lib/ui-messages.ts';

/**
 * The sign-in, sign-up and password reset forms when the connection
 * fails or the server does. Offline, or with a request that never comes back, the form stops
 * waiting after about 15 s, says "Could not reach Oja. Check your connection and try again." and
 * can be sent again. A failed sign-up says "Failed to create account" and a failed reset
 * request "Failed to send reset email", with what went wrong on a second line.
 *
 * A request that never answers is a route that is never fulfilled; the page's clock is Playwright's,
 * so the 15 s pass at once when the test moves it on (nothing here waits for real time).
 */

const WAIT_LIMIT_MS = 15_000;

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

type AuthForm = {
  name: string;
  url: string;
  endpoint: string;
  button: string;
  /** The product's words for this form's failure, or null where the server's message is shown as it is (sign-in). */
  failure: string | null;
  fill: (page: Page, account: Account) => Promise<void>;
  /** What the person sees once the request went through. */
  succeeded: (page: Page) => Promise<void>;
};

const forms: AuthForm[] = [
  {
    name: 'Sign In',
    url: '/signin',
    endpoint: '**/api/auth/sign-in',
    button: 'Sign In',
    failure: null,
    fill: async (page, account) => {
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
    },
    succeeded: async (page) => {
      await expect(page).toHaveURL('/');
      const session = await page.request.get('/api/auth/session');
      expect(((await session.json()) as { user: unknown }).user).not.toBeNull();
    },
  },
  {
    name: 'Sign Up',
    url: '/signup',
    endpoint: '**/api/auth/sign-up',
    button: 'Create Account',
    failure: messages.auth.signUpFailed,
    fill: async (page) => {
      await page.getByLabel('Full name').fill('Ife Balogun');
      await page.getByLabel('Email').fill(`ife-${randomUUID().slice(0, 8)}@example.com`);
      await page.getByLabel('Password').fill('ife-secret-1');
    },
    succeeded: async (page) => {
      await expect(page.getByText(messages.auth.signUpSucceeded)).toBeVisible();
      await expect(page).toHaveURL('/signin');
    },
  },
  {
    name: 'Reset',
    url: '/retrieve',
    endpoint: '**/api/auth/request-reset',
    button: 'Send Reset Link',
    failure: messages.auth.resetFailed,
    fill: async (page, account) => {
      await page.getByLabel('Email').fill(account.email);
    },
    succeeded: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: messages.auth.resetSent })).toBeVisible();
    },
  },
];

/** The form's alert: the product's failure line (when it has one) and the reason under it. */
async function expectFailure(page: Page, form: AuthForm, reason: string) {
  const alert = page.getByRole('alert').filter({ hasText: reason });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(reason, { exact: true })).toBeVisible();
  if (form.failure) {
    await expect(alert.getByText(form.failure, { exact: true })).toBeVisible();
    await expect(alert).toHaveText(`${form.failure}${reason}`);
  } else {
    await expect(alert).toHaveText(reason);
  }
  await expect(page.getByRole('button', { name: form.button })).toBeEnabled();
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    for (const form of forms) {
      test(`${form.name} offline says the connection failed, and sends again once back online`, async ({
        page,
        make,
      }) => {
        const account = await make.customer('Offline Ola');
        await page.goto(form.url);
        await form.fill(page, account);
        await page.context().setOffline(true);
        await page.getByRole('button', { name: form.button }).click();
        await expectFailure(page, form, uiMessages.networkError);
        await shot(page, `auth-offline-${form.url.slice(1)}-${viewport.width}`);

        await page.context().setOffline(false);
        await page.getByRole('button', { name: form.button }).click();
        await form.succeeded(page);
      });

      test(`${form.name} stops waiting for an answer after 15 s, and the person can try again`, async ({
        page,
        make,
      }) => {
        const account = await make.customer('Waiting Wale');
        await page.clock.install();
        await page.goto(form.url);
        await form.fill(page, account);
        // The request leaves and nothing ever comes back, as on a dead mobile connection.
        await page.route(form.endpoint, () => {});
        const sent = page.waitForRequest(form.endpoint);
        await page.getByRole('button', { name: form.button }).click();
        await sent;
        await expect(page.getByRole('button', { name: form.button })).toHaveAttribute('aria-busy', 'true');

        await page.clock.fastForward(WAIT_LIMIT_MS);
        await expectFailure(page, form, uiMessages.networkError);

        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.getByRole('button', { name: form.button }).click();
        await form.succeeded(page);
      });
    }
  });
}

test('a sign-up the server fails says "Failed to create account", the reason on a second line', async ({ page }) => {
  await page.route('**/api/auth/sign-up', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  );
  await page.goto('/signup');
  await forms[1]!.fill(page, { email: '', password: '', fullName: '' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectFailure(page, forms[1]!, messages.http.internal);
  await expect(page).toHaveURL('/signup');
});

test('a reset request the server fails says "Failed to send reset email", the reason on a second line', async ({
  page,
}) => {
  await page.route('**/api/auth/request-reset', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: messages.http.internal } }),
    }),
  );
  await page.goto('/retrieve');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectFailure(page, forms[2]!, messages.http.internal);
});

test('a sign-up refused for too many attempts still says "Failed to create account"', async ({ page }) => {
  await page.route('**/api/auth/sign-up', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: messages.auth.tooManyAttempts } }),
    }),
  );
  await page.goto('/signup');
  await forms[1]!.fill(page, { email: '', password: '', fullName: '' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectFailure(page, forms[1]!, messages.auth.tooManyAttempts);
});
