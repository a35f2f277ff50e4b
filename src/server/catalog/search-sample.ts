import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import type { ProductSort } from '../../shared/schemas/catalog.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/search.ts';
import { escapeLike, escapeRegex, folded, MAX_CHAR, plainTier, type Patterns } from './search-text.ts';
import { visibleProduct, visibleWordOfProduct } from './visibility.ts';
import { withStockFilter } from './product-order.ts';

/**
 * The SQL of the products a search finds, as the body of one CTE with one row per product of the
 * asked page (`found_id`, `found_pos` from 1) and the count (`found_n`, on every row; a page past
 * the end is one row with no product). Search's one statement joins the cards to it.
 *
 * Relevance: a sample of at most SAMPLE plain matches (the folded name contains the folded text),
 * ranked whole name, name start, word start, inside a word, newest first within each; then, while
 * the plain matches are no more than the cap, a sample of near-misses, newest first. Every lookup
 * stops after SAMPLE rows, so a common word costs what a rare one does (decision 0028): names
 * with a word starting with the text come from product_words (migration 0027), a btree of (word,
 * newest first, product, its store) read as a range without reading the products; names starting
 * with the text from the btree on the folded name, so they rank first even past the cap. Only what
 * those cannot find (the text inside a word, or no letter or digit in it) is left to the trigram
 * index.
 */

/** One past the cap: a sample this full says "200+". Written into the SQL, as the planner should see it. */
const SAMPLE = sql.raw(String(SEARCH_COUNT_CAP + 1));
const CAP = sql.raw(String(SEARCH_COUNT_CAP));
/**
 * A word of a query with fewer rows than this in product_words is looked up there and its names
 * checked for the whole text; when every word has more, the trigram index is cheaper.
 */
const FEW_WORD_ROWS = sql.raw('1000');
/**
 * Which products may be shown (in stock only, if asked) and which of the ranked ones: values, or
 * placeholders in a prepared statement.
 */
export type Shown = { inStock: boolean; offset: number | SQL; limit: number | SQL };

/**
 * What was typed, as search-catalog.ts read it: the folded text, its words (split as names are
 * split into product_words) and, for each word, its near spellings in the dictionary.
 */
export type Typed = { q: string; words: string[]; spellings: string[][] };

const name = folded(products.name);
const fromVisible = sql`products join stores on stores.id = products.store_id`;
const visible = (inStock: boolean) => withStockFilter(visibleProduct, inStock);

/**
 * Visible rows of product_words, in stock if asked: filters only (the stock by a sub-select, never
 * a join), so that a lookup keeps the index's order and stops at its limit.
 */
function visibleWord(inStock: boolean): SQL {
  if (!inStock) return visibleWordOfProduct;
  return sql`${visibleWordOfProduct} and (select products.stock_quantity from products where products.id = product_words.product_id) > 0`;
}
const newestWordsFirst = sql`product_words.word, product_words.created_at desc, product_words.product_id desc`;

/** Rows of product_words from `lo` to before `hi`: the words starting with a word, or that word alone. */
export type WordRange<T = string | SQL> = { lo: T; hi: T };

function wordRange(word: string, exact = false): WordRange<string> {
  return { lo: word, hi: `${word}${exact ? '\u0001' : MAX_CHAR}` };
}

/**
 * The words of `q` that start a word in every name containing `q`: each one after something not a
 * letter or digit in `q` ("shoes" in "leather shoes"; "leather" may end a longer word, as in
 * "pleather shoes"). One followed by more of `q` is a whole word of the name; the last is a prefix.
 */
export function wordsStartingWords({ q, words }: Typed): WordRange<string>[] {
  let at = 0;
  return words.flatMap((word) => {
    const start = q.indexOf(word, at);
    at = start + word.length;
    return start === 0 ? [] : [wordRange(word, at < q.length)];
  });
}

/** A query of one word and nothing else: the one search looks up by product_words alone. */
export const isOneWord = ({ q, words }: Typed) => words.length === 1 && words[0] === q;

/**
 * The CTEs of a one-word query's plain sample (`plain`: id, created_at, tier), each a lookup that
 * stops at SAMPLE rows: the names starting with it (a range of the btree on the folded name), then
 * the range of words starting with it in product_words, newest first (word starts, tier 2, without
 * reading a product); the trigram index (the word inside another, "phone" in "iPhone": tier 3)
 * only while those are fewer than SAMPLE, when they are all of them. Every value is one of `p`,
 * so the statement can be prepared once and its plan kept.
 */
function oneWordSample(p: Patterns, inStock: boolean): SQL[] {
  return [
    sql`prefix as (select products.id, products.created_at, case when ${name} = ${p.q}::text then 0 else 1 end as tier
      from ${fromVisible} where ${visible(inStock)} and ${name} ~>=~ ${p.q}::text and ${name} ~<~ ${p.upper}::text
      limit ${SAMPLE})`,
    sql`by_word as (select product_id as id, created_at, 2 as tier from product_words
      where word >= ${p.q}::text and word < ${p.upper}::text and ${visibleWord(inStock)}
      order by ${newestWordsFirst} limit ${SAMPLE})`,
    sql`by_trigram as (select products.id, products.created_at, 3 as tier from ${fromVisible}
      where (select count(*) from by_word) < ${SAMPLE} and ${visible(inStock)} and ${name} like ${p.contains}::text
      limit ${SAMPLE})`,
    sql`plain as (select id, created_at, min(tier) as tier
      from (select * from prefix union all select * from by_word union all select * from by_trigram) found
      group by id, created_at)`,
  ];
}

/**
 * The CTEs of any other query's plain sample (`plain`: id, created_at, tier), each a lookup that
 * stops at SAMPLE rows: the names starting with it, and
 * - with a word after something else ("leather shoes", "(uk"): of those words, the one with the
 *   fewest rows in product_words, its names checked for the whole text; the trigram index when
 *   every such word is common;
 * - with none ("%"): the trigram index.
 */
function textSample(p: Patterns, starting: WordRange[], inStock: boolean): SQL[] {
  const contains = sql`${name} like ${p.contains}::text`;
  const columns = sql`products.id as id, products.created_at as created_at, ${plainTier(name, p)} as tier`;
  const ctes = [
    sql`prefix as (select ${columns} from ${fromVisible}
      where ${visible(inStock)} and ${name} ~>=~ ${p.q}::text and ${name} ~<~ ${p.upper}::text limit ${SAMPLE})`,
  ];
  if (starting.length === 0) {
    ctes.push(
      sql`by_trigram as (select ${columns} from ${fromVisible} where ${visible(inStock)} and ${contains} limit ${SAMPLE})`,
      sql`plain as (select * from prefix union select * from by_trigram)`,
    );
    return ctes;
  }
  const counted = starting.map(
    ({ lo, hi }) => sql`(${lo}::text, ${hi}::text, (select count(*)::int from (
      select 1 from product_words where word >= ${lo}::text and word < ${hi}::text limit ${FEW_WORD_ROWS}) c))`,
  );
  ctes.push(
    sql`fewest as (select lo, hi, n from (values ${sql.join(counted, sql`, `)}) as t(lo, hi, n) order by n limit 1)`,
  );
  // strpos, which no index serves: the candidates are the word's rows, never the trigram index's.
  ctes.push(
    sql`by_word as (select ${columns} from product_words join ${fromVisible} on products.id = product_words.product_id
      where product_words.word >= (select lo from fewest) and product_words.word < (select hi from fewest)
        and (select n from fewest) < ${FEW_WORD_ROWS} and ${visible(inStock)}
        and strpos(${name}, ${p.q}::text) > 0 limit ${SAMPLE})`,
    sql`by_trigram as (select ${columns} from ${fromVisible}
      where (select n from fewest) >= ${FEW_WORD_ROWS} and ${visible(inStock)} and ${contains} limit ${SAMPLE})`,
    sql`plain as (select * from prefix union select * from by_word union select * from by_trigram)`,
  );
  return ctes;
}

/**
 * The SQL of "a near-miss of `q`" on a product row (typo-match.ts's isNearMiss): every word of the
 * query is inside the name or is one of the name's words misspelt (`spellings[i]` of `words[i]`),
 * in any order, and the name does not contain the text as typed (those are plain matches). Each
 * word is its own LIKE, so the trigram index answers them together (a bitmap AND).
 */
function nearMissOf({ q, words, spellings }: Typed): SQL {
  const each = words.map((word, i) => {
    const inside = sql`${name} like ${`%${escapeLike(word)}%`}::text`;
    const spelt = spellings[i] ?? [];
    if (spelt.length === 0) return inside;
    const alternatives = spelt.map(escapeRegex).join('|');
    // The cheap LIKE of each spelling first: only names containing one meet the word-boundary test.
    const contains = spelt.map((s) => sql`${name} like ${`%${escapeLike(s)}%`}::text`);
    // Wrapped in coalesce, the word-boundary test is only a filter: seen by the planner, its
    // (much too low) estimate led it to read every name containing the spelling through the
    // trigram index before stopping, instead of a scan that stops at the sample.
    const whole = sql`coalesce(${name} ~ ${`(^|[^[:alnum:]])(${alternatives})([^[:alnum:]]|$)`}::text, false)`;
    return sql`(${inside} or ((${sql.join(contains, sql` or `)}) and ${whole}))`;
  });
  return sql`${sql.join(each, sql` and `)} and not (${name} like ${`%${escapeLike(q)}%`}::text)`;
}

const few = sql`(select count(*) from plain) <= ${CAP}`;

/**
 * A one-word query's near-miss sample (`near`: id, created_at): the products with one of its
 * spellings as a word, product_words again, newest first for each; one lookup per spelling, so
 * the planner sees each word on its own (a list of them in one lookup looked like a number's one
 * row, and led it to read all 42k rows of "blender" and sort them). Looked for only while the
 * plain matches are no more than the cap (past it they could never be paged to).
 */
function oneWordNearSample(spellings: (string | SQL)[], inStock: boolean): SQL | null {
  if (spellings.length === 0) return null;
  const lookups = spellings.map(
    (word) => sql`(select product_id as id, created_at from product_words
        where word = ${word}::text and ${few} and ${visibleWord(inStock)} and product_id not in (select id from plain)
        order by ${newestWordsFirst} limit ${SAMPLE})`,
  );
  return sql`near as (select distinct id, created_at from (${sql.join(lookups, sql` union all `)}) spelt
    order by created_at desc, id desc limit ${SAMPLE})`;
}

/**
 * Whether a query finds more than the names containing it as typed: a word of it has near
 * spellings, or it has several words, which may stand apart and in any order in a name ("aso oke"
 * finds "Oke Aso Cap", "non stick" finds "Non-Stick Pan").
 */
export const findsBeyondText = ({ words, spellings }: Typed) =>
  words.length > 1 || spellings.some((spelt) => spelt.length > 0);

/**
 * Any other query's near-miss sample (`near`: id, created_at), while the plain matches are few: the
 * names holding every word, in any order, each as typed or misspelt (ranked after the plain ones).
 */
function nearSample(typed: Typed, inStock: boolean): SQL | null {
  if (!findsBeyondText(typed)) return null;
  const where = sql`${few} and ${visible(inStock)} and ${nearMissOf(typed)}`;
  if (typed.spellings.some((spelt) => spelt.length > 0))
    return sql`near as (select products.id, products.created_at from ${fromVisible} where ${where} limit ${SAMPLE})`;
  // Words as typed, apart: each word's LIKE alone looks common, so under a limit the planner walks
  // the products newest first hoping to meet 201 soon, and reads every one when the words seldom
  // meet (1.1-1.9 s at 200k products, even with a limit of 1,000). Without one it ANDs the words in
  // the trigram index and reads only the names holding them all (25-55 ms); the newest of those are
  // the sample. What it costs is then the names that match: 0.8 s for 27k of 200k.
  return sql`near_all as materialized (select products.id, products.created_at from ${fromVisible} where ${where}),
    near as (select id, created_at from near_all order by created_at desc, id desc limit ${SAMPLE})`;
}

/**
 * The count on every row, then the products of the page numbered from 1 (one row with no product
 * when the page is empty), as search-catalog.ts joins the cards to them.
 */
function countAndPage(found: string, count: SQL, order: SQL, shown: Shown): SQL {
  return sql`page as (select id, row_number() over (order by ${order}) as pos from (
        select * from ${sql.raw(found)} order by ${order} offset ${shown.offset} limit ${shown.limit}) shown)
    select ${count} as found_n, page.id as found_id, page.pos as found_pos from (select 1) one left join page on true`;
}

/** The plain sample ranked, then the near-misses, counted and paged. */
function rankedFound(ctes: SQL[], near: SQL | null, shown: Shown): SQL {
  if (near) ctes.push(near);
  ctes.push(sql`found as (select id, 0 as part, tier, created_at from plain
      ${near ? sql`union all select id, 1, 0, created_at from near` : sql``})`);
  return sql`with ${sql.join(ctes, sql`, `)}, ${countAndPage(
    'found',
    sql`(select count(*)::int from found)`,
    sql`part, tier, created_at desc, id desc`,
    shown,
  )}`;
}

/**
 * Relevance for a query of one word (isOneWord), with `spellings` its near spellings; every value
 * from `p`, `spellings` and `shown`, so that it can be prepared with placeholders for them.
 */
export function oneWordFound(p: Patterns, spellings: (string | SQL)[], shown: Shown): SQL {
  return rankedFound(oneWordSample(p, shown.inStock), oneWordNearSample(spellings, shown.inStock), shown);
}

/**
 * Relevance for any other query (see the top of this file): `starting` is wordsStartingWords of it
 * and `near` what was typed, or null when it has no near spelling. Without near-misses, every
 * value is from `p` and `starting`, so that it can be prepared with placeholders for them.
 */
export function textFound(p: Patterns, starting: WordRange[], near: Typed | null, shown: Shown): SQL {
  return rankedFound(textSample(p, starting, shown.inStock), near && nearSample(near, shown.inStock), shown);
}

/** ORDER BY of a sorted (not relevance) list over the columns of `matches`. */
function sortedOrder(sort: ProductSort): SQL {
  if (sort === 'price-asc') return sql`price_kobo asc, created_at desc, id desc`;
  if (sort === 'price-desc') return sql`price_kobo desc, created_at desc, id desc`;
  return sql`created_at desc, id desc`;
}

/**
 * A sorted list has to see every match to sort them: the plain matches, and the near-misses while
 * the plain matches are no more than the cap. Each is counted up to SAMPLE and no further.
 */
export function sortedFound(typed: Typed, p: Patterns<string>, sort: ProductSort, shown: Shown): SQL {
  const where = visible(shown.inStock);
  const contains = sql`${name} like ${p.contains}::text`;
  const columns = sql`products.id as id, products.price_kobo as price_kobo, products.created_at as created_at`;
  const hasNear = findsBeyondText(typed);
  const near = sql`(select n from plain_n) <= ${CAP} and ${where} and ${nearMissOf(typed)}`;
  const nearCount = sql`(select count(*)::int from (select 1 from ${fromVisible} where ${near} limit ${SAMPLE}) c)`;
  return sql`with plain_n as (
      select count(*)::int as n from (select 1 from ${fromVisible} where ${where} and ${contains} limit ${SAMPLE}) c),
    matches as (
      select ${columns} from ${fromVisible} where ${where} and ${contains}
      ${hasNear ? sql`union all select ${columns} from ${fromVisible} where ${near}` : sql``}),
    ${countAndPage(
      'matches',
      hasNear ? sql`(select n from plain_n) + ${nearCount}` : sql`(select n from plain_n)`,
      sortedOrder(sort),
      shown,
    )}`;
}
