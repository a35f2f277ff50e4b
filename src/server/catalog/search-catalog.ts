import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { hiddenPlaceholder, prepared } from '../db/prepared.ts';
import { categories, products, stores } from '../db/schema.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';
import type { SearchQuery } from '../../shared/schemas/catalog.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/search.ts';
import { productCardColumns, publicCategoryColumns, publicStoreColumns } from './columns.ts';
import type { selectProductCards } from './visibility.ts';
import {
  findsBeyondText,
  isOneWord,
  oneWordFound,
  sortedFound,
  textFound,
  wordsStartingWords,
  type Shown,
  type Typed,
} from './search-sample.ts';
import { shortListCandidates, shortListOf } from './search-short-list.ts';
import { patternPlaceholders, patternsOf, type Patterns } from './search-text.ts';
import { slipDistance, slipsAllowed } from './typo-match.ts';

type ProductCard = Awaited<ReturnType<typeof selectProductCards>>[number];

/** A one-word query with up to this many near spellings runs a prepared statement; more, a one-off one. */
const PREPARED_SPELLINGS = 3;
/** Any other query with up to this many words that start words (and no near-miss) runs a prepared statement. */
const PREPARED_WORDS = 4;

/** The words of the folded text: split where names are split into product_words (migration 0027). */
const wordsOfTyped = sql`regexp_split_to_table(typed.q, '[^[:alnum:]]+') with ordinality as t(word, at)`;

const typedQuery = (db: DbOrTx) =>
  prepared(db, 'search_typed', (db: Db) =>
    db
      .select({
        q: sql<string>`typed.q`,
        words: sql<string[] | null>`(select json_agg(word order by at) from ${wordsOfTyped} where word <> '')`,
        near: sql<{ term: string; word: string }[] | null>`(
          select json_agg(json_build_object('term', t.term, 'word', w.word))
          from (select distinct word as term from ${wordsOfTyped} where char_length(word) > 3) t
          join search_words w on t.term <% w.word)`,
      })
      .from(sql`(select trim(search_fold(${sql.placeholder('query')}::text)) as q) typed`)
      .prepare('search_typed'),
  );

/**
 * The query folded by the function the names are (search_fold, so both sides agree on every
 * letter), its words split as product_words splits names, and the words of the dictionary
 * (search_words, migration 0008) within reach of each word of 4 letters or more, through its
 * trigram index (`<%`: word similarity at or above CANDIDATE_SIMILARITY, a setting of every
 * connection, db/client.ts). The candidates are cut here by counting typing slips
 * (typo-match.ts): one list per word, empty when a word has no near spelling.
 */
async function readTyped(db: DbOrTx, query: string): Promise<Typed> {
  const [typed] = await typedQuery(db).execute({ query });
  const q = typed?.q ?? '';
  const words = typed?.words ?? [];
  const near = typed?.near ?? [];
  const spellings = words.map((term) => {
    const allowed = slipsAllowed(term.length);
    return near
      .filter((row) => row.term === term && row.word !== term && slipDistance(term, row.word, allowed) <= allowed)
      .map((row) => row.word);
  });
  return { q, words, spellings };
}

/**
 * Search's statement: the products `found` (search-sample.ts: the count, and the ids of the page
 * in order), their cards, and on the first row the candidate categories and stores.
 */
function foundWithCards(db: Db, found: SQL, p: Patterns) {
  const foundPage = db
    .$with('found_page', {
      n: sql<number>`found_n`.as('found_n'),
      id: sql<string | null>`found_id`.as('found_id'),
      pos: sql<number | null>`found_pos`.as('found_pos'),
    })
    .as(found);
  const first = sql`${foundPage.pos} is null or ${foundPage.pos} = 1`;
  return db
    .with(foundPage)
    .select({
      ...productCardColumns,
      n: foundPage.n,
      categories: sql<unknown>`case when ${first} then ${shortListCandidates(categories, publicCategoryColumns, p)} end`,
      stores: sql<unknown>`case when ${first} then ${shortListCandidates(stores, publicStoreColumns, p)} end`,
    })
    .from(foundPage)
    .leftJoin(products, eq(products.id, foundPage.id))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .orderBy(foundPage.pos);
}

/**
 * The rows of search's statement. A query sorted by relevance without near-misses beyond a few
 * spellings of one word (by far the most common searches) is a prepared statement, planned once
 * per connection (planning cost more than running it, decision 0028): one per shape (one word and
 * how many spellings, or how many words start words) and in-stock filter. Anything else is
 * planned for its own values.
 */
function readFound(db: DbOrTx, typed: Typed, input: Partial<SearchQuery>) {
  const { limit = SEARCH_PRODUCT_LIMIT, offset = 0, sort = 'relevance', inStock = false } = input;
  // Pages stop at the cap: past it the count, and so the paging, is not exact.
  const pageLimit = Math.max(0, Math.min(limit, SEARCH_COUNT_CAP - offset));
  const p = patternsOf(typed.q);
  const page = { offset, limit: pageLimit };
  const hiddenShown = { inStock, offset: hiddenPlaceholder('offset', 'int'), limit: hiddenPlaceholder('limit', 'int') };
  const stock = inStock ? '_instock' : '';
  const starting = wordsStartingWords(typed);
  const hasNear = findsBeyondText(typed);
  if (sort === 'relevance' && isOneWord(typed) && typed.spellings[0]!.length <= PREPARED_SPELLINGS) {
    const spellings = typed.spellings[0]!;
    const name = `search_one_word_${spellings.length}${stock}`;
    const spelt = spellings.map((_, i) => hiddenPlaceholder(`spelling${i}`));
    return prepared(db, name, (db: Db) =>
      foundWithCards(db, oneWordFound(patternPlaceholders, spelt, hiddenShown), patternPlaceholders).prepare(name),
    ).execute({ ...p, ...page, ...Object.fromEntries(spellings.map((s, i) => [`spelling${i}`, s])) });
  }
  if (sort === 'relevance' && !hasNear && starting.length <= PREPARED_WORDS) {
    const name = `search_text_${starting.length}${stock}`;
    const ranges = starting.map((_, i) => ({ lo: hiddenPlaceholder(`lo${i}`), hi: hiddenPlaceholder(`hi${i}`) }));
    return prepared(db, name, (db: Db) =>
      foundWithCards(db, textFound(patternPlaceholders, ranges, null, hiddenShown), patternPlaceholders).prepare(name),
    ).execute({
      ...p,
      ...page,
      ...Object.fromEntries(
        starting.flatMap(({ lo, hi }, i) => [
          [`lo${i}`, lo],
          [`hi${i}`, hi],
        ]),
      ),
    });
  }
  const shown: Shown = { inStock, ...page };
  const found =
    sort === 'relevance' ? textFound(p, starting, hasNear ? typed : null, shown) : sortedFound(typed, p, sort, shown);
  return foundWithCards(db as Db, found, p);
}

/**
 * Search (docs/product.md#search) on names, ignoring case, accents and dot-below ("oyo" finds
 * "Ọ̀yọ́"): products a page at a time with their total (capped, see SEARCH_COUNT_CAP), sorted by
 * relevance (exact, prefix, word-start, inside a word, then near-misses) or by newest or price,
 * optionally in stock only; up to 10 categories and 10 stores by relevance. Only visible items. A
 * near-miss is a name where every word of the query is present or one or two typing slips away
 * ("iphnoe" finds "iPhone"; "shea" does not find "Shoes").
 *
 * Two statements (decision 0028): what was typed (readTyped), then one that finds the products
 * (search-sample.ts), reads the cards of the page, and gathers the candidate categories and stores.
 */
export async function searchCatalog(db: DbOrTx, input: Pick<SearchQuery, 'q'> & Partial<SearchQuery>) {
  const query = input.q.trim();
  const nothing = { query, products: [], total: 0, totalCapped: false, categories: [], stores: [] };
  if (query === '') return nothing;
  const typed = await readTyped(db, query);
  // Only marks, no letters ("́"): nothing to look for.
  if (typed.q === '') return nothing;
  const rows = await readFound(db, typed, input);
  const count = rows[0]?.n ?? 0;
  return {
    query,
    products: rows.flatMap(({ n: _n, categories: _c, stores: _s, ...card }) =>
      card.id === null ? [] : [card as ProductCard],
    ),
    total: Math.min(count, SEARCH_COUNT_CAP),
    totalCapped: count > SEARCH_COUNT_CAP,
    categories: shortListOf(rows[0]?.categories, publicCategoryColumns, typed.q, SEARCH_CATEGORY_LIMIT),
    stores: shortListOf(rows[0]?.stores, publicStoreColumns, typed.q, SEARCH_STORE_LIMIT),
  };
}
