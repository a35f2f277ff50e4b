import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories, stores } from './schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { SLUG_PATTERN } from '../../shared/slug.ts';

/** Migration 0004 rewrites slugs made before slugs were URL-safe; run its SQL again over such rows. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rerunMigration() {
  const file = new URL('./migrations/0004_url-safe-slugs.sql', import.meta.url);
  for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint'))
    await server.db.execute(sql.raw(statement));
}

describe('the URL-safe slug migration', () => {
  it('rewrites unreachable store and category slugs, keeping them unique', async () => {
    const owner = (await server.signedIn('vendor')).userId;
    await server.db.insert(stores).values([
      { ownerId: owner, name: 'a/b', slug: 'a/b' },
      { ownerId: owner, name: 'a?b', slug: 'a?b' },
      { ownerId: owner, name: '..', slug: '..' },
      { ownerId: owner, name: 'Create!', slug: 'create!' },
      { ownerId: owner, name: 'fine', slug: 'fine-store' },
    ]);
    await server.db.insert(categories).values([
      { name: 'Phones & Tablets', slug: 'phones-&-tablets' },
      { name: 'Phones Tablets', slug: 'phones-tablets' },
    ]);
    await rerunMigration();
    const storeSlugs = (await server.db.select({ name: stores.name, slug: stores.slug }).from(stores)).map((r) => [
      r.name,
      r.slug,
    ]);
    const bySlug = Object.fromEntries(storeSlugs);
    expect(bySlug['fine']).toBe('fine-store');
    // Both clean to a-b: the first keeps it, the other gets its id after it.
    expect([bySlug['a/b'], bySlug['a?b']].sort()).toEqual(['a-b', expect.stringMatching(/^a-b-[0-9a-f]{8}$/)]);
    expect(bySlug['..']).toMatch(/^store-[0-9a-f]{8}$/);
    expect(bySlug['Create!']).toMatch(/^create-[0-9a-f]{8}$/);
    for (const [, slug] of storeSlugs) expect(slug).toMatch(SLUG_PATTERN);
    const categorySlugs = await server.db.select({ name: categories.name, slug: categories.slug }).from(categories);
    expect(categorySlugs.find((c) => c.name === 'Phones Tablets')?.slug).toBe('phones-tablets');
    expect(categorySlugs.find((c) => c.name === 'Phones & Tablets')?.slug).toMatch(/^phones-tablets-[0-9a-f]{8}$/);
  });
});
