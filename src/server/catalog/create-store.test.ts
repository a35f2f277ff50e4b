import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { stores } from '../db/schema.ts';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function storeForm(fields: Record<string, string>, files: Record<string, Uint8Array[]> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, list] of Object.entries(files))
    for (const bytes of list) form.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${k}.png`);
  return form;
}
const send = (agent: Agent, method: string, url: string, form: FormData) => agent.request(method, url, form);
const storesOf = (ownerId: string) => server.db.select().from(stores).where(eq(stores.ownerId, ownerId));

describe('creating a store', () => {
  it('a vendor creates a store with a logo and a banner, stored as WebP in two widths', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(
      vendor,
      'POST',
      '/api/stores',
      storeForm(
        { name: 'Mama Put Kitchen', description: 'Jollof and more' },
        { logo: [await pngImage(500, 500)], banner: [await pngImage(2000, 600)] },
      ),
    );
    expect(res.status).toBe(201);
    const { store } = (await res.json()) as { store: { slug: string; logoUrl: string; bannerUrl: string } };
    expect(store.slug).toBe('mama-put-kitchen');
    expect(store.logoUrl).toMatch(/^\/uploads\/store-logos\/[0-9a-f]{12}-\d{13}-320w\.webp$/);
    expect(store.bannerUrl).toMatch(/^\/uploads\/store-banners\/[0-9a-f]{12}-\d{13}-1600w\.webp$/);
    const small = await server.agent().get(store.bannerUrl.replace('-1600w', '-800w'));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(800);
    expect(await storesOf(vendor.userId)).toHaveLength(1);
  });

  it('an admin may create a store too', async () => {
    const admin = await server.signedIn('admin');
    expect((await send(admin, 'POST', '/api/stores', storeForm({ name: `Admin Corner ${Date.now()}` }))).status).toBe(
      201,
    );
  });

  it('a customer cannot create a store', async () => {
    const customer = await server.signedIn('customer');
    const res = await send(customer, 'POST', '/api/stores', storeForm({ name: 'Sneaky Store' }));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: messages.access.vendorAccountToCreateStore });
    expect(await storesOf(customer.userId)).toEqual([]);
  });

  it('a signed-out visitor cannot create a store', async () => {
    expect((await send(server.agent(), 'POST', '/api/stores', storeForm({ name: 'Ghost Store' }))).status).toBe(401);
  });

  it('requires a name', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: '  ' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: 'Store name is required' });
  });

  it('refuses a name whose slug is taken, whatever its case', async () => {
    const first = await server.signedIn('vendor');
    const second = await server.signedIn('vendor');
    await send(first, 'POST', '/api/stores', storeForm({ name: 'Unique Wares' }));
    const res = await send(second, 'POST', '/api/stores', storeForm({ name: 'UNIQUE  wares' }));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'conflict',
      message: messages.stores.nameTaken,
      fields: { name: messages.stores.nameTaken },
    });
    expect(await storesOf(second.userId)).toEqual([]);
  });

  it('two vendors racing for one name: one store is created, the other gets a 409', async () => {
    const first = await server.signedIn('vendor');
    const second = await server.signedIn('vendor');
    const name = `Race Shop ${Date.now()}`;
    const results = await Promise.all([
      send(first, 'POST', '/api/stores', storeForm({ name })),
      send(second, 'POST', '/api/stores', storeForm({ name })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect((await errorOf(loser)).message).toBe(messages.stores.nameTaken);
  });

  it.each([
    ['a/b', 'a-b'],
    ['a?b#c', 'a-b-c'],
    ['Ọjà Ẹ̀kọ́', 'oja-eko'],
    ['Zero\u200bWidth', 'zero-width'],
  ])('a store named %j gets the URL-safe slug %s and its public page answers', async (name, slug) => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { store: { slug: string } }).store.slug).toBe(slug);
    expect((await server.agent().get(`/api/catalog/stores/${slug}`)).status).toBe(200);
  });

  it.each(['..', '%%', '\u200b'])('refuses the name %j, which leaves no slug, naming the field', async (name) => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: messages.stores.nameNeedsLetters,
      fields: { name: messages.stores.nameNeedsLetters },
    });
    expect(await storesOf(vendor.userId)).toEqual([]);
  });

  it('refuses names that would clash with the /store/create route', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: 'Create' }));
    expect(res.status).toBe(409);
    expect(await storesOf(vendor.userId)).toEqual([]);
  });

  it('a logo that is not an image fails with the logo upload message and creates no store', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(
      vendor,
      'POST',
      '/api/stores',
      storeForm({ name: 'Bad Logo Shop' }, { logo: [new TextEncoder().encode('not a png')] }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.stores.logoFailed(messages.upload.notAnImage));
    expect(await storesOf(vendor.userId)).toEqual([]);
  });

  it('a banner over 5 MB fails with the banner upload message', async () => {
    const vendor = await server.signedIn('vendor');
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: 'Big Banner Shop' }, { banner: [big] }));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(messages.stores.bannerFailed(messages.upload.tooLarge));
    expect(await storesOf(vendor.userId)).toEqual([]);
  });
});
