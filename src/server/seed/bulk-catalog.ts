import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { categories, profiles, stores, users } from '../db/schema.ts';
import { createAccount } from '../workflows/create-account/create-account.ts';
import { DEMO_STORES } from './demo-catalog.ts';
import { storeDemoImage } from './demo-images.ts';
import { slugify } from '../../shared/slug.ts';

const BENCH_VENDOR = { email: 'bench-vendor@oja.test', fullName: 'Bench Vendor', password: 'bench-vendor-pass' };
const STORES = 20;
const CATEGORIES = 12;
const IMAGES = 8;
const BATCH = 100_000;

const ADJECTIVES = [
  'Classic',
  'Premium',
  'Smart',
  'Mini',
  'Deluxe',
  'Portable',
  'Organic',
  'Wireless',
  'Handmade',
  'Family',
  'Super',
  'Eco',
];
const NOUNS = [
  'Phone',
  'Tablet',
  'Blender',
  'Kettle',
  'Sneakers',
  'Handbag',
  'Rice',
  'Garri',
  'Fan',
  'Speaker',
  'Jersey',
  'Perfume',
  'Lantern',
  'Generator',
  'Pot',
  'Wristwatch',
  'Headphones',
  'Laptop',
  'Cooler',
  'Dress',
  'Kaftan',
  'Shea Butter',
  'Soap',
  'Backpack',
];

/**
 * Adds `count` products (in batches of set-based inserts) across bench stores and categories,
 * reusing a few demo pictures; for benchmarks and load tests, not for demos.
 */
export async function seedBulkCatalog(deps: Pick<Deps, 'db' | 'auth' | 'storage'>, count: number) {
  const { db } = deps;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_VENDOR.email));
  const vendorId = existing?.id ?? (await createAccount(deps, { ...BENCH_VENDOR, role: 'vendor' })).id;
  await db.update(profiles).set({ role: 'vendor' }).where(eq(profiles.id, vendorId));

  const stamp = Date.now().toString(36);
  const storeRows = await db
    .insert(stores)
    .values(
      Array.from({ length: STORES }, (_, i) => ({
        ownerId: vendorId,
        name: `Bench Store ${stamp} ${i + 1}`,
        slug: slugify(`Bench Store ${stamp} ${i + 1}`),
      })),
    )
    .returning({ id: stores.id });
  const categoryRows = await db
    .insert(categories)
    .values(
      Array.from({ length: CATEGORIES }, (_, i) => ({
        name: `Bench Category ${stamp} ${i + 1}`,
        slug: slugify(`Bench Category ${stamp} ${i + 1}`),
      })),
    )
    .returning({ id: categories.id });
  // A few of the committed demo pictures, shared by all the bench products.
  const pictures = DEMO_STORES.flatMap((s) => s.products).slice(0, IMAGES);
  const images = await Promise.all(
    pictures.map((item) => storeDemoImage(deps.storage, { kind: 'product', name: item.name })),
  );

  const storeIds = sql.raw(`array[${storeRows.map((s) => `'${s.id}'::uuid`).join(',')}]`);
  const categoryIds = sql.raw(`array[${categoryRows.map((c) => `'${c.id}'::uuid`).join(',')}]`);
  const imageList = sql.raw(`array[${images.map((u) => `'${JSON.stringify([u])}'::jsonb`).join(',')}]`);
  const adjectives = sql.raw(`array[${ADJECTIVES.map((w) => `'${w}'`).join(',')}]`);
  const nouns = sql.raw(`array[${NOUNS.map((w) => `'${w}'`).join(',')}]`);
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH);
    await db.execute(sql`
      insert into products (store_id, category_id, name, description, price_kobo, stock_quantity, images, created_at)
      select
        (${storeIds})[1 + i % ${STORES}],
        (${categoryIds})[1 + (i / 7) % ${CATEGORIES}],
        (${adjectives})[1 + i % ${ADJECTIVES.length}] || ' ' || (${nouns})[1 + (i / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' ' || i,
        'Bench product number ' || i,
        (100 + (i::bigint * 7919) % 500000) * 100,
        (i::bigint * 31) % 200,
        (${imageList})[1 + i % ${IMAGES}],
        now() - (i || ' seconds')::interval
      from generate_series(${start}::int, ${end - 1}::int) as i`);
  }
  // Fresh statistics (so the planner sees the big catalog, not the empty one it last analysed) and a
  // visibility map (so index-only scans need not visit the heap).
  await db.execute(sql`vacuum (analyze) products, stores, categories`);
  return { products: count, stores: STORES, categories: CATEGORIES };
}
