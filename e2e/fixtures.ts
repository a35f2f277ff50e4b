import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { Role } from '../src/shared/constants.ts';
import { Factory, randomClientIp, type Account } from './support/factory.ts';

export type { Account } from './support/factory.ts';

/**
 * Seeded on the first start with SEED_DEMO=true (src/server/seed/demo-seed.ts). Specs never change
 * their roles, and the demo admin stays the only admin (admin-user-roles.spec.ts relies on it).
 * The journeys use only the admin, to promote vendors and make categories; everything else they
 * need they make themselves (see `make`), so they can run in parallel.
 */
export const demoAccounts = {
  admin: { email: 'admin@oja.test', password: 'oja-admin-demo', fullName: 'Ada Admin' },
  vendor: { email: 'vendor@oja.test', password: 'oja-vendor-demo', fullName: 'Funke Vendor' },
  customer: { email: 'customer@oja.test', password: 'oja-customer-demo', fullName: 'Chidi Customer' },
} as const satisfies Record<Role, { email: string; password: string; fullName: string }>;

/** Puts an API session's cookie into the page's browser context, so the page is signed in as that account. */
export async function usePageAs(page: Page, session: APIRequestContext): Promise<void> {
  const { cookies } = await session.storageState();
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
}

type TestFixtures = {
  /**
   * The address this test's requests come from. Sign-in is rate limited per IP and the e2e server
   * trusts X-Forwarded-For (TRUST_PROXY), so each test has its own budget whatever runs beside it.
   */
  clientIp: string;
  /** Makes accounts, stores, products and categories for this test through the API. */
  make: Factory;
  /**
   * The demo admin's session (signed in once per worker) put into the page. The worker's other
   * tests share that session, so a page signed in like this must not sign out.
   */
  asAdmin: () => Promise<Account>;
  /** Signs the page in as a demo account (one sign-in); used by the screenshot captures. */
  loginAs: (role: Role) => Promise<Account>;
};

type WorkerFixtures = {
  /** The demo admin, signed in once per worker through the API. */
  adminApi: APIRequestContext;
};

/**
 * The journeys save screenshots for people to look at: into SHOTS_DIR, or without it into a scratch
 * folder `oja-shots` no one looks at. A full-page one costs a busy 2-core machine a few tenths of a
 * second and the journeys take about two hundred, so the scratch ones are not taken. Any other
 * screenshot (Playwright's own of a failed test, one a test reads) is.
 */
const scratchShot = (file: string | undefined) =>
  !process.env.SHOTS_DIR && !!file && path.basename(path.dirname(file)) === 'oja-shots';

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    const screenshot = page.screenshot.bind(page);
    page.screenshot = (options) =>
      scratchShot(options?.path) ? Promise.resolve(Buffer.alloc(0)) : screenshot(options);
    await use(page);
  },
  // Playwright reads a fixture's dependencies from its first parameter, so an empty one says "none".
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use) => {
    await use(randomClientIp());
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientIp });
  },
  adminApi: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const api = await playwrightRequest.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
      });
      const response = await api.post('/api/auth/sign-in', {
        data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
      });
      expect(response.status(), await response.text()).toBe(200);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  make: async ({ baseURL, adminApi, clientIp }, use) => {
    const factory = new Factory(baseURL!, { 'X-Forwarded-For': clientIp }, adminApi);
    await use(factory);
    await factory.dispose();
  },
  asAdmin: async ({ page, adminApi }, use) => {
    await use(async () => {
      await usePageAs(page, adminApi);
      return demoAccounts.admin;
    });
  },
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      const account = demoAccounts[role];
      const response = await page.request.post('/api/auth/sign-in', {
        data: { email: account.email, password: account.password },
      });
      expect(response.status(), await response.text()).toBe(200);
      return account;
    });
  },
});

export { expect };
