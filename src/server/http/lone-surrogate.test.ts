import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { checkoutBody, LAGOS_ADDRESS, twoStoreShop } from '../test/checkout-helpers.ts';
import { orders, products } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';

/**
 * A UTF-16 surrogate with no partner (JSON's "\ud800") has no UTF-8 form, so PostgreSQL refuses it
 * in jsonb and text: every input is checked for it before its schema (src/server/http/validate.ts),
 * and it is a 400 naming the field, never a 500.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LONE = 'Ikeja \ud800 GRA';
const refusal = (field: string) => ({
  code: 'invalid_input',
  message: messages.http.forbiddenCharacter,
  fields: { [field]: messages.http.forbiddenCharacter },
});

describe('a lone surrogate is a 400 naming the field', () => {
  it('a customer cannot place an order with one in the shipping address; no order is written', async () => {
    const shop = await twoStoreShop(server);
    const customer = await server.signedIn('customer');
    const res = await customer.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'paystack', { ...LAGOS_ADDRESS, address: LONE }),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('shippingAddress.address'));
    expect(await server.db.select().from(orders).where(eq(orders.customerId, customer.userId))).toEqual([]);
  });

  it('a vendor cannot give a product a variant option value with one; the product keeps no options', async () => {
    const shop = await twoStoreShop(server);
    const res = await shop.vendor.request('PUT', `/api/products/${shop.kettle.id}/variants`, {
      options: [{ name: 'Size', values: ['S', LONE] }],
      variants: [
        { values: ['S'], stockQuantity: 1 },
        { values: [LONE], stockQuantity: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('options.0.values.1'));
    const [product] = await server.db
      .select({ options: products.options })
      .from(products)
      .where(eq(products.id, shop.kettle.id));
    expect(product!.options).toEqual([]);
  });

  it('one in an object key is refused too, naming the object', async () => {
    const shop = await twoStoreShop(server);
    const res = await shop.vendor.request('PUT', `/api/products/${shop.kettle.id}/variants`, {
      options: [],
      variants: [],
      [LONE]: 'x',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refusal('_'));
  });

  it('every JSON POST, PUT and PATCH route of the API answers one without a 500, as an admin and as a vendor', async () => {
    const admin = await server.signedIn('admin');
    const vendor = await server.signedIn('vendor');
    const routes = server.app.routes.filter(
      (r) =>
        ['POST', 'PUT', 'PATCH'].includes(r.method) &&
        r.path.startsWith('/api/') &&
        !r.path.includes('*') &&
        // It reads no body, and would sign the walk out.
        r.path !== '/api/auth/sign-out',
    );
    const seen = new Set<string>();
    const failures: string[] = [];
    let refused = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Ids are UUIDs and slugs text: a made-up one passes the path's check, so the body is read.
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? randomUUID() : 'x'));
      for (const agent of [admin, vendor]) {
        const res = await agent.request(route.method, url, { name: LONE, comment: LONE, items: [LONE] });
        if (res.status >= 500) failures.push(`${key}: ${res.status} ${await res.text()}`);
        if (res.status === 400 && (await errorOf(res)).message === messages.http.forbiddenCharacter) refused++;
      }
    }
    expect(failures).toEqual([]);
    // Most routes read a JSON body and refuse it for the character; the rest stop earlier (403, 404).
    expect(seen.size).toBeGreaterThan(60);
    expect(refused).toBeGreaterThan(50);
  });
});
