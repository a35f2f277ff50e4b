import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';
import type { SearchQuery } from '../../shared/schemas/catalog.ts';
import { publicCategoryColumns, publicStoreColumns } from './columns.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';
import { productOrder, withStockFilter } from './product-order.ts';
import { isNearMiss } from './typo-match.ts';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** Escapes regular-expression characters so the text is matched as typed. */
const escapeRegex = (q: string) => q.replace(/[\\^$.|?*+()[\]{}]/g, (ch) => `\\${ch}`);

/**
 * Names sharing at least this share of the query's letter triples (pg_trgm word similarity) are
 * candidates for a near-miss; the GIN trigram indexes find them. The candidates are then cut by
 * counting typing slips (typo-match.ts), so this threshold only has to be loose enough to let
 * every real slip through ("hisnese" shares 0.375 of its triples with "Hisense").
 */
const CANDIDATE_SIMILARITY = 0.3;
/** At most this many near-miss candidates per list, the most similar first. */
const NEAR_MISS_CANDIDATES = 500;

type Column = SQL | PgColumn;

/** How `column` matches `q`, as SQL pieces. */
function textMatch(column: Column, q: string) {
  const escaped = escapeLike(q);
  const inside = sql`${column} ilike ${`%${escaped}%`}::text`;
  return {
    inside,
    /** A trigram candidate that is not already a plain match. */
    candidate: and(sql`${q}::text <% ${column}`, sql`not (${inside})`)!,
    similarity: sql`word_similarity(${q}::text, ${column})`,
    /** 0 the whole name, 1 its start, 2 the start of one of its words, 3 inside a word, 4 a near-miss. */
    tier: sql`case
      when lower(${column}) = lower(${q}::text) then 0
      when ${column} ilike ${`${escaped}%`}::text then 1
      when ${column} ~* ${`(^|[^[:alnum:]])${escapeRegex(q)}`}::text then 2
      when ${inside} then 3
      else 4 end`,
  };
}

type Candidate = { id: string; name: string };

/** The ids among trigram candidates whose names are real near-misses of `q`. */
function nearMissIds(q: string, candidates: Candidate[]): string[] {
  return candidates.filter((c) => isNearMiss(q, c.name)).map((c) => c.id);
}

/** Matches plainly, or is one of the near-misses found. */
function matching(match: ReturnType<typeof textMatch>, idColumn: PgColumn, nearIds: string[]): SQL {
  return nearIds.length ? or(match.inside, inArray(idColumn, nearIds))! : match.inside;
}

/**
 * Search (spec §2, §9) on names, case-insensitively: products a page at a time with their total,
 * sorted by relevance (exact, prefix, word-start, inside a word, then near-misses by similarity)
 * or by newest or price, optionally in stock only; up to 10 categories and 10 stores by relevance.
 * Only visible items. A near-miss is a name where every word of the query is present or one or
 * two typing slips away ("iphnoe" finds "iPhone"; "shea" does not find "Shoes").
 */
export async function searchCatalog(db: DbOrTx, input: Pick<SearchQuery, 'q'> & Partial<SearchQuery>) {
  const q = input.q.trim();
  const { limit = SEARCH_PRODUCT_LIMIT, offset = 0, sort = 'relevance', inStock = false } = input;
  if (q === '') return { query: q, products: [], total: 0, categories: [], stores: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${CANDIDATE_SIMILARITY}`));
    // One connection runs a transaction, so the lookups go one after another.
    const productMatch = textMatch(products.name, q);
    const productCandidates = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(visibleProduct, productMatch.candidate))
      .orderBy(desc(productMatch.similarity))
      .limit(NEAR_MISS_CANDIDATES);
    const productWhere = withStockFilter(
      and(visibleProduct, matching(productMatch, products.id, nearMissIds(q, productCandidates)))!,
      inStock,
    );
    const relevance = [
      sql`${productMatch.tier}`,
      desc(productMatch.similarity),
      desc(products.createdAt),
      desc(products.id),
    ];
    const foundProducts = await selectProductCards(tx)
      .where(productWhere)
      .orderBy(...(sort === 'relevance' ? relevance : productOrder(sort)))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(productWhere);

    const categoryMatch = textMatch(categories.name, q);
    const categoryCandidates = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.isActive, true), categoryMatch.candidate))
      .orderBy(desc(categoryMatch.similarity))
      .limit(NEAR_MISS_CANDIDATES);
    const foundCategories = await tx
      .select(publicCategoryColumns)
      .from(categories)
      .where(
        and(eq(categories.isActive, true), matching(categoryMatch, categories.id, nearMissIds(q, categoryCandidates))),
      )
      .orderBy(
        sql`${categoryMatch.tier}`,
        desc(categoryMatch.similarity),
        desc(categories.createdAt),
        desc(categories.id),
      )
      .limit(SEARCH_CATEGORY_LIMIT);

    const storeMatch = textMatch(stores.name, q);
    const storeCandidates = await tx
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(and(eq(stores.isActive, true), storeMatch.candidate))
      .orderBy(desc(storeMatch.similarity))
      .limit(NEAR_MISS_CANDIDATES);
    const foundStores = await tx
      .select(publicStoreColumns)
      .from(stores)
      .where(and(eq(stores.isActive, true), matching(storeMatch, stores.id, nearMissIds(q, storeCandidates))))
      .orderBy(sql`${storeMatch.tier}`, desc(storeMatch.similarity), desc(stores.createdAt), desc(stores.id))
      .limit(SEARCH_STORE_LIMIT);

    return {
      query: q,
      products: foundProducts,
      total: total?.n ?? 0,
      categories: foundCategories,
      stores: foundStores,
    };
  });
}
