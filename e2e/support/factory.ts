import { randomBytes, randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { solidPng } from './png.ts';

/**
 * Test data made through the public API, so every journey brings its own and can run beside any
 * other: accounts (a vendor is a signed-up customer promoted by the demo admin), stores, products
 * and categories. Names carry a random word, so a search or a page shows only what one test made.
 */

export type Account = { email: string; password: string; fullName: string };
export type Store = { id: string; name: string; slug: string };
export type Category = { id: string; name: string; slug: string };
export type Product = { id: string; name: string; priceKobo: number; stockQuantity: number };
type Rgb = [number, number, number];

/** Random lowercase letters: no word of the demo catalog or of another test is similar to it. */
export function randomWord(length = 10): string {
  return Array.from(randomBytes(length), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

/** `Kqzvm…` from `kqzvm…`: names read like names. */
export const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A made-up client address for X-Forwarded-For (the e2e server trusts it, see playwright.config.ts). */
export function randomClientIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${(c! % 254) + 1}`;
}

const pngFile = (rgb: Rgb, width = 64, height = 64) =>
  new Blob([new Uint8Array(solidPng(width, height, rgb))], { type: 'image/png' });

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, key: string): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Record<string, T>)[key]!;
}

export class Factory {
  private readonly contexts: APIRequestContext[] = [];

  constructor(
    private readonly baseURL: string,
    /** Sent with every request of the contexts made here (the test's X-Forwarded-For). */
    private readonly headers: Record<string, string>,
    /** The demo admin, signed in once per worker. */
    readonly admin: APIRequestContext,
  ) {}

  private async newContext(): Promise<APIRequestContext> {
    const context = await playwrightRequest.newContext({ baseURL: this.baseURL, extraHTTPHeaders: this.headers });
    this.contexts.push(context);
    return context;
  }

  /** A fresh customer account (signed up, not signed in). */
  async customer(fullName = 'Test Shopper'): Promise<Account> {
    const account = {
      fullName,
      email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
      password: `pw-${randomUUID().slice(0, 12)}`,
    };
    const anonymous = await this.newContext();
    expect((await anonymous.post('/api/auth/sign-up', { data: account })).status()).toBe(201);
    return account;
  }

  /** An API session signed in as `account` (one sign-in); hand its cookie to a page with usePageAs. */
  async signIn(account: { email: string; password: string }): Promise<APIRequestContext> {
    const context = await this.newContext();
    const response = await context.post('/api/auth/sign-in', {
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    return context;
  }

  /** A fresh vendor, signed in: a customer the demo admin promotes (roles are read on every request). */
  async vendor(fullName = 'Test Vendor'): Promise<{ account: Account; api: APIRequestContext }> {
    const account = await this.customer(fullName);
    const api = await this.signIn(account);
    const { user } = (await (await api.get('/api/auth/session')).json()) as { user: { id: string } };
    const promote = await this.admin.patch(`/api/admin/users/${user.id}/role`, { data: { role: 'vendor' } });
    expect(promote.status(), await promote.text()).toBe(200);
    return { account, api };
  }

  /** A store of the vendor signed in on `api`, optionally with a logo and a banner. */
  async store(
    api: APIRequestContext,
    {
      name = `${capitalised(randomWord())} Store`,
      description,
      images = false,
    }: { name?: string; description?: string; images?: boolean } = {},
  ): Promise<Store> {
    const form = new FormData();
    form.append('name', name);
    if (description) form.append('description', description);
    if (images) {
      form.append('logo', pngFile([200, 80, 40], 96, 96), 'logo.png');
      form.append('banner', pngFile([30, 120, 90], 400, 100), 'banner.png');
    }
    return created<Store>(await api.post('/api/stores', { multipart: form }), 'store');
  }

  /** A fresh vendor with one store: the usual start of a catalog journey. */
  async vendorWithStore(options: Parameters<Factory['store']>[1] & { fullName?: string } = {}) {
    const { account, api } = await this.vendor(options.fullName);
    const store = await this.store(api, options);
    return { account, api, store };
  }

  /** A product in `storeId` (the store of the vendor signed in on `api`), with one photo per colour. */
  async product(
    api: APIRequestContext,
    storeId: string,
    {
      name = `${capitalised(randomWord())} Kettle`,
      priceKobo = 1_250_000,
      stockQuantity = 5,
      categoryId,
      description,
      images = [],
    }: {
      name?: string;
      priceKobo?: number;
      stockQuantity?: number;
      categoryId?: string;
      description?: string;
      images?: Rgb[];
    } = {},
  ): Promise<Product> {
    const form = new FormData();
    form.append('name', name);
    form.append('priceKobo', String(priceKobo));
    form.append('stockQuantity', String(stockQuantity));
    if (categoryId) form.append('categoryId', categoryId);
    if (description) form.append('description', description);
    images.forEach((rgb, i) => form.append('images', pngFile(rgb), `photo-${i}.png`));
    const product = await created<{ id: string }>(
      await api.post(`/api/stores/${storeId}/products`, { multipart: form }),
      'product',
    );
    return { id: product.id, name, priceKobo, stockQuantity };
  }

  /** A category made by the demo admin, optionally with an uploaded image. */
  async category({
    name = `${capitalised(randomWord())} Goods`,
    description,
    image = false,
  }: { name?: string; description?: string; image?: boolean } = {}): Promise<Category> {
    const form = new FormData();
    form.append('name', name);
    if (description) form.append('description', description);
    if (image) form.append('image', pngFile([220, 160, 40], 120, 120), 'category.png');
    return created<Category>(await this.admin.post('/api/admin/categories', { multipart: form }), 'category');
  }

  async dispose(): Promise<void> {
    await Promise.all(this.contexts.splice(0).map((c) => c.dispose()));
  }
}
