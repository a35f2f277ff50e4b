import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from '../fixtures.ts';

/**
 * Signed-in API sessions that several tests share. Sign-in is rate limited per IP for the whole
 * suite, so each account signs in once and its cookie is handed to every page that needs it.
 */
export async function signedInApi(baseURL: string, account: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** Puts an API session's cookie into the page's browser context, so the page is signed in as that account. */
export async function usePageAs(page: Page, session: APIRequestContext): Promise<void> {
  const { cookies } = await session.storageState();
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
}

/** A fresh vendor: signed up through the API and promoted by the admin (no browser clicks). */
export async function createVendor(baseURL: string, admin: APIRequestContext, fullName: string): Promise<Account> {
  const account = { fullName, email: `vendor-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID().slice(0, 12)}` };
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const signUp = await anonymous.post('/api/auth/sign-up', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await anonymous.dispose();

  const users = (await (await admin.get('/api/admin/users')).json()) as { users: { id: string; email: string }[] };
  const user = users.users.find((u) => u.email === account.email);
  expect(user, `${account.email} in the admin's user list`).toBeTruthy();
  const promote = await admin.patch(`/api/admin/users/${user!.id}/role`, { data: { role: 'vendor' } });
  expect(promote.status(), await promote.text()).toBe(200);
  return account;
}
