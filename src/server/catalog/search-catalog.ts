import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { categories, stores } from '../db/schema.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';
import type { ProductSort, SearchQuery } from '../../shared/schemas/catalog.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/search.ts';
import { publicCategoryColumns, publicStoreColumns } from './columns.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';
import { withStockFilter } from './product-order.ts';
import { products } from '../db/schema.ts';
import { isNearMiss, slipDistance, slipsAllowed, wordsOf } from './typo-match.ts';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** Escapes regular-expression characters so the text is matched as typed. */
const escapeRegex = (q: string) => q.replace(/[\\^$.|?*+()[\]{}]/g, (ch) => `\\${ch}`);
/** The name starts a word with `q` (at its start or after anything not a letter or digit). */
const wordStartPattern = (q: string) => `(^|[^[:alnum:]])${escapeRegex(q)}`;

/**
 * Names sharing at least this share of the query's letter triples (pg_trgm word similarity) are
 * candidates for a near-miss. The candidates are then cut by counting typing slips
 * (typo-match.ts), so this threshold only has to be loose enough to let every real slip through
 * ("hisnese" shares 0.375 of its triples with "Hisense").
 */
const CANDIDATE_SIMILARITY = 0.3;
/** At most this many near-miss candidates among categories and among stores, the most similar first. */
const NEAR_MISS_CANDIDATES = 500;

/**
 * A name as search compares it: folded by search_fold() (migration 0011: no case, accents or
 * dot-below, Hausa hooked letters plain), the expression the name indexes are built on. Queries
 * are folded by the same function (foldQuery), so "oyo" meets "Ọ̀yọ́" and "àgbà" meets "Agba".
 */
const folded = (name: PgColumn) => sql`search_fold(${name})`;

/** How the folded name `column` matches the folded query `q`, as SQL pieces. */
function textMatch(column: SQL, q: string) {
  const escaped = escapeLike(q);
  const inside = sql`${column} like ${`%${escaped}%`}::text`;
  return {
    inside,
    /** A trigram candidate that is not already a plain match. */
    candidate: and(sql`word_similarity(${q}::text, ${column}) >= ${CANDIDATE_SIMILARITY}`, sql`not (${inside})`)!,
    similarity: sql`word_similarity(${q}::text, ${column})`,
    /** 0 the whole name, 1 its start, 2 the start of one of its words, 3 inside a word. */
    tier: sql`case
      when ${column} = ${q}::text then 0
      when ${column} like ${`${escaped}%`}::text then 1
      when ${column} ~ ${wordStartPattern(q)}::text then 2
      else 3 end`,
  };
}

/**
 * Up to `limit` active categories or stores whose folded names contain `q` (folded) or are near-misses of it,
 * ranked exact, prefix, word start, inside a word, then near-misses, by similarity then newest.
 * One read: the plain matches and the trigram candidates (at most NEAR_MISS_CANDIDATES of them,
 * the most similar first); the candidates that are not real near-misses are dropped here.
 */
async function shortList<C extends Record<string, PgColumn>>(
  db: DbOrTx,
  table: typeof categories | typeof stores,
  columns: C,
  q: string,
  limit: number,
): Promise<Selected<C>[]> {
  const name = folded(table.name);
  const match = textMatch(name, q);
  const rows = await db
    .select({ ...columns, plain: sql<boolean>`${match.inside}`.as('plain'), nameForMatch: sql<string>`${name}` })
    .from(table as typeof categories)
    .where(and(eq(table.isActive, true), or(match.inside, match.candidate)))
    .orderBy(
      sql`case when ${match.inside} then ${match.tier} else 4 end`,
      desc(match.similarity),
      desc(table.createdAt),
      desc(table.id),
    )
    .limit(NEAR_MISS_CANDIDATES);
  return rows
    .filter((row) => row.plain || isNearMiss(q, row.nameForMatch))
    .slice(0, limit)
    .map(({ plain: _plain, nameForMatch: _name, ...row }) => row as unknown as Selected<C>);
}

/** The row type of a select of `columns`. */
type Selected<C extends Record<string, PgColumn>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/** Visible products (the one rule of visibility.ts), in stock if asked, over `fromVisible`. */
const visible = (inStock: boolean) => withStockFilter(visibleProduct, inStock);
const fromVisible = sql`products join stores on stores.id = products.store_id`;
const newestFirst = sql`created_at desc, id desc`;

/** ORDER BY of a sorted (not relevance) list over the columns of `p`. */
function sortedOrder(sort: ProductSort): SQL {
  if (sort === 'price-asc') return sql`products.price_kobo asc, products.created_at desc, products.id desc`;
  if (sort === 'price-desc') return sql`products.price_kobo desc, products.created_at desc, products.id desc`;
  return sql`products.created_at desc, products.id desc`;
}

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
 * How many products `match` finds (up to one past the cap: `sample` holds at most that many
 * candidates), and one page of them in relevance order. The candidates are fetched without an
 * order, so every lookup stops after the cap however many names match (a trigram or folded-name
 * index scan when they are few, a scan that stops early when they are many); only they are ranked.
 * While there are no more matches than the cap, the candidates are all of them and the page is
 * exact; past it the page ranks the candidates found.
 */
async function rankedSample(db: DbOrTx, sample: SQL, rank: SQL | null, offset: number, limit: number) {
  const {
    rows: [found],
  } = await db.execute<Found>(sql`
    with found as (${sample})
    select (select count(*)::int from found) as n,
      (select json_agg(id) from (
        select id from found order by ${rank ? sql`${rank}, ` : sql``}${newestFirst} offset ${offset} limit ${limit}) page) as ids`);
  return { count: found?.n ?? 0, ids: found?.ids ?? [] };
}

/**
 * The plain matches (the folded name contains the folded text `q`): how many, up to one past the
 * cap, and one page of them by relevance: the whole name, then names starting with the text, then
 * a word starting with it, then inside a word; newest first within each. Names starting with the
 * text are looked up on their own (a btree range on search_fold(name)), so they rank first even
 * past the cap.
 */
async function plainRelevance(db: DbOrTx, q: string, inStock: boolean, offset: number, limit: number) {
  const where = visible(inStock);
  const name = folded(products.name);
  const prefix = `${escapeLike(q)}%`;
  const cap = SEARCH_COUNT_CAP + 1;
  return rankedSample(
    db,
    sql`(select products.id, ${name} as name, products.created_at from ${fromVisible} where ${where} and ${name} like ${prefix}::text limit ${cap})
      union
      (select products.id, ${name} as name, products.created_at from ${fromVisible} where ${where} and ${name} like ${`%${escapeLike(q)}%`}::text limit ${cap})`,
    sql`case
      when name = ${q}::text then 0
      when name like ${prefix}::text then 1
      when name ~ ${wordStartPattern(q)}::text then 2
      else 3 end`,
    offset,
    limit,
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
  // `<%` (word similarity at or above the threshold, set for the search's transaction) is what
  // lets the trigram index find them.
  const { rows } = await db.execute<{ term: string; word: string }>(sql`
    select t.term, w.word from unnest(${`{${checked.map((t) => `"${t}"`).join(',')}}`}::text[]) as t(term)
    join search_words w on t.term <% w.word`);
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
  const name = folded(products.name);
  const each = terms.map((term, i) => {
    const inside = sql`${name} like ${`%${escapeLike(term)}%`}::text`;
    const words = spellings[i]!;
    if (words.length === 0) return inside;
    const alternatives = words.map(escapeRegex).join('|');
    // The cheap ILIKE of each spelling first: only names containing one meet the word-boundary test.
    const contains = words.map((word) => sql`${name} like ${`%${escapeLike(word)}%`}::text`);
    // Wrapped in coalesce, the word-boundary test is only a filter: seen by the planner, its
    // (much too low) estimate led it to read all 42k names containing the spelling through the
    // trigram index before stopping, instead of a scan that stops at the cap.
    const whole = sql`coalesce(${name} ~ ${`(^|[^[:alnum:]])(${alternatives})([^[:alnum:]]|$)`}::text, false)`;
    const misspelt = sql`(${sql.join(contains, sql` or `)}) and ${whole}`;
    // A one-word query cannot be inside the name (that is a plain match); leaving it out spares the
    // planner an OR that would read every name containing the spelling before stopping.
    if (terms.length === 1 && term === q) return sql`(${misspelt})`;
    return sql`(${inside} or (${misspelt}))`;
  });
  return sql`${sql.join(each, sql` and `)} and not (${name} like ${`%${escapeLike(q)}%`}::text)`;
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
        const found = await rankedSample(
          db,
          sql`select products.id, products.created_at from ${fromVisible} where ${where} and ${near} limit ${SEARCH_COUNT_CAP + 1}`,
          null,
          start,
          Math.max(pageLimit - ids.length, 1),
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
        sql`select products.id from ${fromVisible} where ${where} and ${match}
          order by ${sortedOrder(sort)} offset ${offset} limit ${Math.max(pageLimit, 1)}`,
      );
    const inside = sql`${folded(products.name)} like ${`%${escapeLike(q)}%`}::text`;
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
 * Search (docs/product.md#search) on names, ignoring case, accents and dot-below ("oyo" finds "Ọ̀yọ́"): products a page at a time with their total
 * (capped, see SEARCH_COUNT_CAP), sorted by relevance (exact, prefix, word-start, inside a word,
 * then near-misses by similarity) or by newest or price, optionally in stock only; up to 10
 * categories and 10 stores by relevance. Only visible items. A near-miss is a name where every
 * word of the query is present or one or two typing slips away ("iphnoe" finds "iPhone"; "shea"
 * does not find "Shoes").
 */
export async function searchCatalog(db: DbOrTx, input: Pick<SearchQuery, 'q'> & Partial<SearchQuery>) {
  const query = input.q.trim();
  const nothing = { query, products: [], total: 0, totalCapped: false, categories: [], stores: [] };
  if (query === '') return nothing;
  const found = await db.transaction(async (tx) => {
    // Candidates are fetched unordered and stop at the cap; a scan that starts where another
    // one is (synchronized scans of a big table) would give another sample on every request, and
    // the pages of one search would not fit together. The query is folded by the function the
    // names are (search_fold), so both sides agree on every letter.
    const {
      rows: [settings],
    } = await tx.execute<{ q: string }>(sql`select set_config('synchronize_seqscans', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true),
      trim(search_fold(${query}::text)) as q`);
    const q = settings?.q ?? '';
    return q === '' ? null : { q, ...(await searchProducts(tx, q, input)) };
  });
  // Only marks, no letters ("́"): nothing to look for.
  if (!found) return nothing;
  const { q, ...products } = found;

  // Categories and stores are short lists: one read each of the plain matches and the trigram candidates, ranked.
  const foundCategories = await shortList(db, categories, publicCategoryColumns, q, SEARCH_CATEGORY_LIMIT);
  const foundStores = await shortList(db, stores, publicStoreColumns, q, SEARCH_STORE_LIMIT);
  return { query, ...products, categories: foundCategories, stores: foundStores };
}
