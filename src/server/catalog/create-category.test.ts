import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories } from '../db/schema.ts';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let vendor: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
  vendor = await server.signedIn('vendor', { fullName: 'Shop Owner' });
});
afterAll(async () => {
  await server.close();
});

const categoryForm = (fields: Record<string, string>, image?: Uint8Array) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cat.png');
  return form;
};
const post = (agent: Agent, url: string, form: FormData) => agent.request('POST', url, form);

describe('admin: creating categories', () => {
  it('an admin creates a category with an uploaded image', async () => {
    const res = await post(
      admin,
      '/api/admin/categories',
      categoryForm({ name: 'Fashion', description: 'Clothes and shoes' }, await pngImage(800, 600)),
    );
    expect(res.status).toBe(201);
    const { category } = (await res.json()) as { category: { slug: string; imageUrl: string } };
    expect(category.slug).toBe('fashion');
    expect(category.imageUrl).toMatch(/^\/uploads\/categories\/.+-1000w\.webp$/);
  });

  it('an admin creates a category with a typed image URL', async () => {
    const res = await post(
      admin,
      '/api/admin/categories',
      categoryForm({ name: 'Groceries', imageUrl: 'https://images.example.ng/rice.jpg' }),
    );
    expect(res.status).toBe(201);
    const [row] = await server.db.select().from(categories).where(eq(categories.slug, 'groceries'));
    expect(row?.imageUrl).toBe('https://images.example.ng/rice.jpg');
  });

  it('refuses a javascript: image URL', async () => {
    const res = await post(
      admin,
      '/api/admin/categories',
      categoryForm({ name: 'Scripts', imageUrl: 'javascript:alert(1)' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ imageUrl: 'Image URL must start with http:// or https://' });
  });

  it('requires a name and refuses a duplicate', async () => {
    expect((await errorOf(await post(admin, '/api/admin/categories', categoryForm({ name: '' })))).fields).toEqual({
      name: 'Category name is required',
    });
    await post(admin, '/api/admin/categories', categoryForm({ name: 'Phones' }));
    const dup = await post(admin, '/api/admin/categories', categoryForm({ name: 'phones' }));
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).message).toBe(messages.categories.nameTaken);
  });

  it('a vendor cannot create a category', async () => {
    const res = await post(vendor, '/api/admin/categories', categoryForm({ name: 'Vendor Cat' }));
    expect(res.status).toBe(403);
    expect(await server.db.select().from(categories).where(eq(categories.slug, 'vendor-cat'))).toEqual([]);
  });

  it('refuses a category name that leaves no slug, naming the field', async () => {
    const res = await post(admin, '/api/admin/categories', categoryForm({ name: '...' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: messages.categories.nameNeedsLetters });
  });

  it('gives "Phones & Tablets" the slug phones-tablets', async () => {
    const res = await post(admin, '/api/admin/categories', categoryForm({ name: 'Phones & Tablets' }));
    expect(((await res.json()) as { category: { slug: string } }).category.slug).toBe('phones-tablets');
  });
});
