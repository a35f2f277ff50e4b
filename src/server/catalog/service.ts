import { and, avg, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { categories, products, profiles, reviews, stores } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  HOME_CATEGORY_LIMIT,
  HOME_PRODUCT_LIMIT,
  SEARCH_CATEGORY_LIMIT,
  SEARCH_PRODUCT_LIMIT,
  SEARCH_STORE_LIMIT,
} from '../../shared/constants.ts';

/** The public visibility rule: an active product of an active store. */
export const visibleProduct: SQL = and(eq(products.isActive, true), eq(stores.isActive, true))!;

/** What a product card shows, everywhere in public. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceKobo: products.priceKobo,
  stockQuantity: products.stockQuantity,
  images: products.images,
  categoryId: products.categoryId,
  storeId: products.storeId,
  storeName: stores.name,
  storeSlug: stores.slug,
  createdAt: products.createdAt,
};

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
};

const publicStoreColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  description: stores.description,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  createdAt: stores.createdAt,
};

function visibleProducts(db: DbOrTx) {
  return db.select(productCardColumns).from(products).innerJoin(stores, eq(stores.id, products.storeId));
}

export async function getHome(db: Db) {
  const [homeCategories, featured] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(desc(categories.createdAt))
      .limit(HOME_CATEGORY_LIMIT),
    visibleProducts(db).where(visibleProduct).orderBy(desc(products.createdAt)).limit(HOME_PRODUCT_LIMIT),
  ]);
  return { categories: homeCategories, products: featured };
}

/** Active categories for pickers (newest first). */
export async function listActiveCategories(db: Db) {
  return db.select(categoryColumns).from(categories).where(eq(categories.isActive, true)).orderBy(desc(categories.createdAt));
}

const notFound = () => new AppError('not_found', 'Not found');

export type Page = { limit: number; offset: number };

/** Visible products matching `where`, one page of them, and how many there are in all. */
async function pageOfProducts(db: Db, where: SQL, page: Page) {
  const [items, [total]] = await Promise.all([
    visibleProducts(db).where(and(visibleProduct, where)).orderBy(desc(products.createdAt), desc(products.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(and(visibleProduct, where)),
  ]);
  return { products: items, total: total?.n ?? 0 };
}

export async function getCategoryPage(db: Db, slug: string, page: Page) {
  const [category] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.slug, slug.toLowerCase()), eq(categories.isActive, true)));
  if (!category) throw notFound();
  return { category, ...(await pageOfProducts(db, eq(products.categoryId, category.id), page)) };
}

export async function getStorePage(db: Db, slug: string, page: Page) {
  const [store] = await db
    .select(publicStoreColumns)
    .from(stores)
    .where(and(eq(stores.slug, slug.toLowerCase()), eq(stores.isActive, true)));
  if (!store) throw notFound();
  return { store, ...(await pageOfProducts(db, eq(products.storeId, store.id), page)) };
}

export async function getProductPage(db: Db, productId: string) {
  const [product] = await visibleProducts(db).where(and(visibleProduct, eq(products.id, productId)));
  if (!product) throw notFound();
  const [category] = product.categoryId
    ? await db
        .select({ name: categories.name, slug: categories.slug })
        .from(categories)
        .where(and(eq(categories.id, product.categoryId), eq(categories.isActive, true)))
    : [];
  const [rating] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const productReviews = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      customerId: reviews.customerId,
      reviewerName: profiles.fullName,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.customerId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt));
  return {
    product: { ...product, category: category ?? null },
    rating: { average: rating?.average == null ? null : Number(rating.average), count: rating?.count ?? 0 },
    reviews: productReviews,
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Word similarity at or above this finds near-misses ("iphnoe" → "iPhone") without flooding
 * results; the GIN trigram indexes answer both the contains and the similarity test.
 */
const WORD_SIMILARITY_THRESHOLD = 0.3;

/**
 * Case-insensitive contains-search on names, widened by pg_trgm word similarity so typos still
 * match; exact contains-matches rank first, then by similarity. Only visible items.
 */
export async function search(db: Db, rawQuery: string) {
  const q = rawQuery.trim();
  if (q === '') return { query: q, products: [], categories: [], stores: [] };
  const pattern = likePattern(q);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`));
    const matches = (column: SQL | typeof products.name) => sql`(${column} ilike ${pattern} or ${q} <% ${column})`;
    const rank = (column: SQL | typeof products.name) => [
      sql`(${column} ilike ${pattern}) desc`,
      sql`word_similarity(${q}, ${column}) desc`,
    ];
    // One connection runs a transaction, so the three lookups go one after another.
    const foundProducts = await visibleProducts(tx)
      .where(and(visibleProduct, matches(products.name)))
      .orderBy(...rank(products.name), desc(products.createdAt))
      .limit(SEARCH_PRODUCT_LIMIT);
    const foundCategories = await tx
      .select(categoryColumns)
      .from(categories)
      .where(and(eq(categories.isActive, true), matches(sql`${categories.name}`)))
      .orderBy(...rank(sql`${categories.name}`), desc(categories.createdAt))
      .limit(SEARCH_CATEGORY_LIMIT);
    const foundStores = await tx
      .select(publicStoreColumns)
      .from(stores)
      .where(and(eq(stores.isActive, true), matches(sql`${stores.name}`)))
      .orderBy(...rank(sql`${stores.name}`), desc(stores.createdAt))
      .limit(SEARCH_STORE_LIMIT);
    return { query: q, products: foundProducts, categories: foundCategories, stores: foundStores };
  });
}
