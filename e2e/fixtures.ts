import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '../src/shared/constants.ts';

/** Seeded on the first start with SEED_DEMO=true (src/server/seed/demo-seed.ts). Specs never change their roles. */
export const demoAccounts = {
  admin: { email: 'admin@oja.test', password: 'oja-admin-demo', fullName: 'Ada Admin' },
  vendor: { email: 'vendor@oja.test', password: 'oja-vendor-demo', fullName: 'Funke Vendor' },
  customer: { email: 'customer@oja.test', password: 'oja-customer-demo', fullName: 'Chidi Customer' },
} as const satisfies Record<Role, { email: string; password: string; fullName: string }>;

export type Account = { email: string; password: string; fullName: string };

/** A fresh customer account created through the API: no browser clicks, no sign-in spent. */
export async function createCustomer(request: APIRequestContext, fullName = 'Test Shopper'): Promise<Account> {
  const account = { fullName, email: `shopper-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID().slice(0, 12)}` };
  const response = await request.post('/api/auth/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * Signs the page's browser context in through the API (the cookie lands in the context). Sign-in
 * is rate limited per IP, so the suite signs in like this only where a journey needs a role.
 */
async function signInContext(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}

type Fixtures = {
  loginAs: (role: Role) => Promise<Account>;
};

export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      const account = demoAccounts[role];
      await signInContext(page, account);
      return account;
    });
  },
});

export { expect };
