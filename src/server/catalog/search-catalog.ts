import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { categories, stores } from '../db/schema.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';
import type { ProductSort, SearchQuery } from '../../shared/schemas/catalog.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/search.ts';
import { publicCategoryColumns, publicStoreColumns } from './columns.ts';
import { selectProductCards } from './visibility.ts';
import { products } from '../db/schema.ts';
import { isNearMiss, slipDistance, slipsAllowed, wordsOf } from './typo-match.ts';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** Escapes regular-expression characters so the text is matched as typed. */
const escapeRegex = (q: string) => q.replace(/[\\^$.|?*+()[\]{}]/g, (ch) => `\\${ch}`);

/**
 * Names sharing at least this share of the query's letter triples (pg_trgm word similarity) are
 * candidates for a near-miss. The candidates are then cut by counting typing slips
 * (typo-match.ts), so this threshold only has to be loose enough to let every real slip through
 * ("hisnese" shares 0.375 of its triples with "Hisense").
 */
const CANDIDATE_SIMILARITY = 0.3;
/** At most this many near-miss candidates among categories and among stores, the most similar first. */
const NEAR_MISS_CANDIDATES = 500;

type Column = SQL | PgColumn;

/** How `column` matches `q`, as SQL pieces. */
function textMatch(column: Column, q: string) {
  const escaped = escapeLike(q);
  const inside = sql`${column} ilike ${`%${escaped}%`}::text`;
  return {
    inside,
    /** A trigram candidate that is not already a plain match. */
    candidate: and(sql`word_similarity(${q}::text, ${column}) >= ${CANDIDATE_SIMILARITY}`, sql`not (${inside})`)!,
    similarity: sql`word_similarity(${q}::text, ${column})`,
    /** 0 the whole name, 1 its start, 2 the start of one of its words, 3 inside a word. */
    tier: sql`case
      when lower(${column}) = lower(${q}::text) then 0
      when ${column} ilike ${`${escaped}%`}::text then 1
      when ${column} ~* ${`(^|[^[:alnum:]])${escapeRegex(q)}`}::text then 2
      else 3 end`,
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

/** Visible products (an active product of an active store), in stock if asked; `p` and `s` are products and stores. */
const visible = (inStock: boolean) =>
  sql`p.is_active and s.is_active${inStock ? sql` and p.stock_quantity > 0` : sql``}`;
const fromVisible = sql`products p join stores s on s.id = p.store_id`;
const newestFirst = sql`created_at desc, id desc`;

/** ORDER BY of a sorted (not relevance) list over the columns of `p`. */
function sortedOrder(sort: ProductSort): SQL {
  if (sort === 'price-asc') return sql`p.price_kobo asc, p.created_at desc, p.id desc`;
  if (sort === 'price-desc') return sql`p.price_kobo desc, p.created_at desc, p.id desc`;
  return sql`p.created_at desc, p.id desc`;
}

/** The name starts a word with `q` (at its start or after anything not a letter or digit). */
const wordStartPattern = (q: string) => `(^|[^[:alnum:]])${escapeRegex(q)}`;

type Found = { n: number; ids: string[] | null };

/** How many rows `where` finds, up to one past the cap, and the ids of one page of them. */
async function countAndPage(db: DbOrTx, where: SQL, page: SQL) {
  const {
    rows: [found],
  } = await db.execute<Found>(sql`
    select (select count(*)::int from (select 1 from ${fromVisible} where ${where} limit ${SEARCH_COUNT_CAP + 1}) c) as n,
      (select json_agg(id) from (${page}) page) as ids`);
  return { count: found?.n ?? 0, ids: found?.ids ?? [] };
}

/**
 * The plain matches (the name contains the text): how many, up to one past the cap, and one page
 * of them by relevance: the whole name, then names starting with the text, then a word starting
 * with it, then inside a word; newest first within each. Each rank is its own lookup that stops
 * after the page (newest first along the created_at index when matches are common, through the
 * trigram or lower(name) index when they are few), so a common word costs about what a rare one does.
 */
async function plainRelevance(db: DbOrTx, q: string, inStock: boolean, offset: number, limit: number) {
  const lower = q.toLowerCase();
  const where = visible(inStock);
  const exact = sql`lower(p.name) = ${lower}::text`;
  const prefix = sql`lower(p.name) like ${`${escapeLike(lower)}%`}::text`;
  const wordStart = sql`p.name ~* ${wordStartPattern(q)}::text`;
  const inside = sql`p.name ilike ${`%${escapeLike(q)}%`}::text`;
  const upTo = offset + limit;
  const rank = (tier: number, match: SQL) =>
    sql`(select p.id, ${tier}::int as tier, p.created_at from ${fromVisible} where ${where} and ${match}
      order by p.created_at desc, p.id desc limit ${upTo})`;
  return countAndPage(
    db,
    sql`${where} and ${inside}`,
    sql`${rank(0, exact)}
      union all ${rank(1, sql`${prefix} and not ${exact}`)}
      union all ${rank(2, sql`${wordStart} and not ${prefix}`)}
      union all ${rank(3, sql`${inside} and not ${wordStart}`)}
      order by tier, ${newestFirst} offset ${offset} limit ${limit}`,
  );
}

/**
 * The words of product names within their allowed typing slips of each word of `q` (typo-match.ts),
 * looked up in the dictionary of name words (search_words, migration 0008) through its trigram
 * index; one list per word of the query, empty when that word has no near spelling.
 */
async function nearSpellings(db: DbOrTx, terms: string[]): Promise<string[][]> {
  const checked = terms.filter((term) => slipsAllowed(term.length) > 0);
  if (checked.length === 0) return terms.map(() => []);
  const { rows } = await db.transaction(async (tx) => {
    // `<%` (word similarity at or above the threshold) is what lets the trigram index find them.
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${CANDIDATE_SIMILARITY}`));
    return tx.execute<{ term: string; word: string }>(sql`
      select t.term, w.word from unnest(${`{${checked.map((t) => `"${t}"`).join(',')}}`}::text[]) as t(term)
      join search_words w on t.term <% w.word`);
  });
  return terms.map((term) => {
    const allowed = slipsAllowed(term.length);
    return rows
      .filter((row) => row.term === term && row.word !== term && slipDistance(term, row.word, allowed) <= allowed)
      .map((row) => row.word);
  });
}

/**
 * The SQL of "a near-miss of `q`" (typo-match.ts's isNearMiss): every word of the query is inside
 * the name or is one of the name's words misspelt, and the name does not contain the text as typed
 * (those are plain matches). Null when no name can be one.
 */
async function nearMissMatch(db: DbOrTx, q: string): Promise<SQL | null> {
  const terms = [...new Set(wordsOf(q))];
  if (terms.length === 0) return null;
  const spellings = await nearSpellings(db, terms);
  if (spellings.every((words) => words.length === 0)) return null;
  const each = terms.map((term, i) => {
    const inside = sql`p.name ilike ${`%${escapeLike(term)}%`}::text`;
    const words = spellings[i]!;
    if (words.length === 0) return inside;
    const alternatives = words.map(escapeRegex).join('|');
    return sql`(${inside} or p.name ~* ${`(^|[^[:alnum:]])(${alternatives})([^[:alnum:]]|$)`}::text)`;
  });
  return sql`${sql.join(each, sql` and `)} and not (p.name ilike ${`%${escapeLike(q)}%`}::text)`;
}

/** The product cards of `ids`, in that order. */
async function cardsInOrder(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await selectProductCards(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Products matching `q`, one page of them, and how many (exact up to SEARCH_COUNT_CAP, then
 * capped). By relevance: plain matches ranked exact, prefix, word start, inside a word, then
 * near-misses; newest first within each. Near-misses are looked for only while the plain matches
 * are no more than the cap (past it they could never be paged to).
 */
async function searchProducts(db: DbOrTx, q: string, input: Partial<SearchQuery>) {
  const { limit = SEARCH_PRODUCT_LIMIT, offset = 0, sort = 'relevance', inStock = false } = input;
  // Pages stop at the cap: past it the count, and so the paging, is not exact.
  const pageLimit = Math.max(0, Math.min(limit, SEARCH_COUNT_CAP - offset));
  const where = visible(inStock);
  let count: number;
  let ids: string[];
  if (sort === 'relevance') {
    ({ count, ids } = await plainRelevance(db, q, inStock, offset, Math.max(pageLimit, 1)));
    if (count <= SEARCH_COUNT_CAP) {
      const near = await nearMissMatch(db, q);
      if (near) {
        const start = Math.max(0, offset - count);
        const found = await countAndPage(
          db,
          sql`${where} and ${near}`,
          sql`select p.id, p.created_at from ${fromVisible} where ${where} and ${near}
            order by p.created_at desc, p.id desc offset ${start} limit ${Math.max(pageLimit - ids.length, 1)}`,
        );
        ids = [...ids, ...found.ids].slice(0, pageLimit);
        count += found.count;
      }
    }
  } else {
    // A sorted list has to see every match to sort them; near-misses join while the plain matches are few.
    const sorted = (match: SQL) =>
      countAndPage(
        db,
        sql`${where} and ${match}`,
        sql`select p.id from ${fromVisible} where ${where} and ${match}
          order by ${sortedOrder(sort)} offset ${offset} limit ${Math.max(pageLimit, 1)}`,
      );
    const inside = sql`p.name ilike ${`%${escapeLike(q)}%`}::text`;
    ({ count, ids } = await sorted(inside));
    if (count <= SEARCH_COUNT_CAP) {
      const near = await nearMissMatch(db, q);
      if (near) ({ count, ids } = await sorted(sql`(${inside} or (${near}))`));
    }
  }
  return {
    products: pageLimit > 0 ? await cardsInOrder(db, ids.slice(0, pageLimit)) : [],
    total: Math.min(count, SEARCH_COUNT_CAP),
    totalCapped: count > SEARCH_COUNT_CAP,
  };
}

/**
 * Search (spec §2, §9) on names, case-insensitively: products a page at a time with their total
 * (capped, see SEARCH_COUNT_CAP), sorted by relevance (exact, prefix, word-start, inside a word,
 * then near-misses by similarity) or by newest or price, optionally in stock only; up to 10
 * categories and 10 stores by relevance. Only visible items. A near-miss is a name where every
 * word of the query is present or one or two typing slips away ("iphnoe" finds "iPhone"; "shea"
 * does not find "Shoes").
 */
export async function searchCatalog(db: DbOrTx, input: Pick<SearchQuery, 'q'> & Partial<SearchQuery>) {
  const q = input.q.trim();
  if (q === '') return { query: q, products: [], total: 0, totalCapped: false, categories: [], stores: [] };
  const found = await searchProducts(db, q, input);

  // Categories and stores are short lists: each is read whole and ranked.
  const categoryMatch = textMatch(categories.name, q);
  const categoryCandidates = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.isActive, true), categoryMatch.candidate))
    .orderBy(desc(categoryMatch.similarity))
    .limit(NEAR_MISS_CANDIDATES);
  const categoryNear = nearMissIds(q, categoryCandidates);
  const foundCategories = await db
    .select(publicCategoryColumns)
    .from(categories)
    .where(and(eq(categories.isActive, true), matching(categoryMatch, categories.id, categoryNear)))
    .orderBy(
      sql`case when ${categoryMatch.inside} then ${categoryMatch.tier} else 4 end`,
      desc(categoryMatch.similarity),
      desc(categories.createdAt),
      desc(categories.id),
    )
    .limit(SEARCH_CATEGORY_LIMIT);

  const storeMatch = textMatch(stores.name, q);
  const storeCandidates = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.isActive, true), storeMatch.candidate))
    .orderBy(desc(storeMatch.similarity))
    .limit(NEAR_MISS_CANDIDATES);
  const storeNear = nearMissIds(q, storeCandidates);
  const foundStores = await db
    .select(publicStoreColumns)
    .from(stores)
    .where(and(eq(stores.isActive, true), matching(storeMatch, stores.id, storeNear)))
    .orderBy(
      sql`case when ${storeMatch.inside} then ${storeMatch.tier} else 4 end`,
      desc(storeMatch.similarity),
      desc(stores.createdAt),
      desc(stores.id),
    )
    .limit(SEARCH_STORE_LIMIT);

  return { query: q, ...found, categories: foundCategories, stores: foundStores };
}
