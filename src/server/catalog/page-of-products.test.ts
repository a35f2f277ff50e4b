import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let vendorId: string;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  vendorId = (await server.signedIn('vendor')).userId;
});
afterAll(async () => {
  await server.close();
});

type Card = { id: string; name: string; storeSlug: string };
const json = async <T>(res: Response) => (await res.json()) as T;
const get = (url: string) => server.agent().get(url);

describe('category and store pages come a page at a time', () => {
  it('returns the total count and the requested page, newest first', async () => {
    const category = await make.category({ name: 'Paged Things' });
    const store = await make.store(vendorId, { name: 'Paged Store' });
    for (let i = 0; i < 5; i++) await make.product(store.id, { name: `Paged ${i}`, categoryId: category.id, createdAt: new Date(Date.UTC(2026, 1, 1 + i)) });
    const first = await json<{ products: Card[]; total: number }>(await get('/api/catalog/categories/paged-things?limit=2'));
    expect(first.total).toBe(5);
    expect(first.products.map((p) => p.name)).toEqual(['Paged 4', 'Paged 3']);
    const last = await json<{ products: Card[]; total: number }>(await get('/api/catalog/stores/paged-store?limit=2&offset=4'));
    expect(last.total).toBe(5);
    expect(last.products.map((p) => p.name)).toEqual(['Paged 0']);
  });

  it('refuses a limit above 100, naming it', async () => {
    const res = await get('/api/catalog/stores/paged-store?limit=1000');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ limit: 'limit must be at most 100' });
  });
});
