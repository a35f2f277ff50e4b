import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { messages } from '../../shared/messages.ts';

/** PostgreSQL refuses U+0000 in text; every input that reaches it must be refused first, naming the field. */
let server: TestServer;
let make: ReturnType<typeof factories>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
});
afterAll(async () => {
  await server.close();
});

const NUL = 'a\u0000b';
const refusal = (field: string) => ({
  code: 'invalid_input',
  message: messages.http.forbiddenCharacter,
  fields: { [field]: messages.http.forbiddenCharacter },
});
const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

describe('a NUL character is a 400 naming the field, never a 500', () => {
  it('in the sign-up name', async () => {
    const res = await server
      .agent()
      .post('/api/auth/sign-up', { fullName: NUL, email: 'nul@example.ng', password: 'abcdef' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('fullName'));
  });

  it('in a reset token', async () => {
    const res = await server.agent().post('/api/auth/reset-password', { token: NUL, password: 'abcdef' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ token: messages.http.forbiddenCharacter });
  });

  it('in the profile name', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.patch('/api/profile', { fullName: NUL });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('fullName'));
  });

  it('in a store name and a product description', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await vendor.request('POST', '/api/stores', multipart({ name: NUL }));
    expect(store.status).toBe(400);
    expect(await errorOf(store)).toEqual(refusal('name'));
    const own = await make.store(vendor.userId);
    const product = await vendor.request(
      'POST',
      `/api/stores/${own.id}/products`,
      multipart({ name: 'Kettle', description: NUL, priceKobo: '100', stockQuantity: '1' }),
    );
    expect(product.status).toBe(400);
    expect(await errorOf(product)).toEqual(refusal('description'));
  });

  it('in a category name', async () => {
    const admin = await server.signedIn('admin');
    const res = await admin.request('POST', '/api/admin/categories', multipart({ name: NUL }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('name'));
  });

  it('in a review comment', async () => {
    const customer = await server.signedIn('customer');
    const product = await make.product((await make.store((await server.signedIn('vendor')).userId)).id);
    const res = await customer.post(`/api/products/${product.id}/reviews`, { rating: 5, comment: NUL });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('comment'));
  });

  it('in a search and in slug path parameters, from a guest', async () => {
    const search = await server.agent().get('/api/catalog/search?q=a%00b');
    expect(search.status).toBe(400);
    expect(await errorOf(search)).toEqual(refusal('q'));
    const store = await server.agent().get('/api/catalog/stores/a%00b');
    expect(store.status).toBe(400);
    expect(await errorOf(store)).toEqual(refusal('slug'));
    const category = await server.agent().get('/api/catalog/categories/a%00b');
    expect(category.status).toBe(400);
  });
});
