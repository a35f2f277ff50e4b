import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';
import { publicCategoryColumns, publicStoreColumns } from './columns.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';

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
export async function searchCatalog(db: DbOrTx, input: { q: string }) {
  const q = input.q.trim();
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
    const foundProducts = await selectProductCards(tx)
      .where(and(visibleProduct, matches(products.name)))
      .orderBy(...rank(products.name), desc(products.createdAt))
      .limit(SEARCH_PRODUCT_LIMIT);
    const foundCategories = await tx
      .select(publicCategoryColumns)
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
