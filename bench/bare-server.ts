/**
 * The bare server of `npm run bench:http`: `node:http` + `pg` and nothing else. For each URL it
 * replays the statements Oja sent for that URL (captured by bench/http.ts: same text, same
 * parameters, the same statement names, so prepared like Oja's) and builds the same JSON from the
 * rows with a small hand-written mapping per read. bench/http.ts checks at start-up that every bare
 * response is byte-identical to Oja's and prints MISMATCH when one is not, which is the signal to
 * update the mapping below after a read's SQL or response shape changes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
// Oja's pure helpers that shape a response from rows (no database, no framework): the cursor text,
// the typo rule that cuts trigram candidates, and the caps.
import { encodeCursor } from '../src/server/catalog/page-of-products.ts';
import { isNearMiss } from '../src/server/catalog/typo-match.ts';
import { deliveryDaysFromRows } from '../src/server/catalog/read-store-delivery-days.ts';
import { CATALOG_COUNT_CAP, CATALOG_PAGE_DEFAULT, type ProductSort } from '../src/shared/schemas/catalog.ts';
import { SEARCH_COUNT_CAP } from '../src/shared/schemas/search.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_STORE_LIMIT } from '../src/shared/constants.ts';

/** One statement as Oja's driver sent it. */
export type Statement = { name?: string; text: string; values: unknown[]; rowMode?: 'array' };
export type ReadKind = 'home' | 'category' | 'store' | 'product' | 'search';
export type BareRoute = { path: string; kind: ReadKind; statements: Statement[] };

type Row = unknown[];
/** Runs the read's statement `i` (in capture order) and resolves to its rows, as arrays. */
type Run = (i: number) => Promise<Row[]>;
/** `count` is how many statements were captured; `path` is the URL asked for. */
/** `texts` and `values` are the captured statements' text and parameters, in order. */
type Query = { run: Run; count: number; texts: string[]; values: unknown[][]; path: string };
type Assemble = (q: Query) => Promise<unknown>;

// ---------------------------------------------------------------- rows → JSON

/** An object from an array row, `keys[i]` naming column i. */
function obj(row: Row | undefined, keys: readonly string[]): Record<string, unknown> | undefined {
  if (!row) return undefined;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = row[i];
  return out;
}
/** Timestamps come as strings from the driver set-up below; JSON shows them as Date.toJSON does, like Drizzle. */
const date = (value: unknown) => (value == null ? value : new Date(value as string));
const withDate = (o: Record<string, unknown> | undefined, key = 'createdAt') => {
  if (o && key in o) o[key] = date(o[key]);
  return o;
};

/** The column orders of Oja's shared column sets (src/server/catalog/columns.ts). */
const CARD = [
  'id',
  'name',
  'description',
  'priceKobo',
  'stockQuantity',
  'images',
  'categoryId',
  'storeId',
  'storeName',
  'storeSlug',
  'createdAt',
  'ratingAverage',
  'reviewCount',
  'options',
  'variantMinPriceKobo',
  'variantMaxPriceKobo',
] as const;
const CATEGORY = ['id', 'name', 'slug', 'description', 'imageUrl'] as const;
const STORE = ['id', 'name', 'slug', 'description', 'logoUrl', 'bannerUrl', 'createdAt'] as const;
const REVIEW = ['id', 'rating', 'comment', 'createdAt', 'customerId', 'reviewerName', 'verifiedPurchase'] as const;

const card = (row: Row) => {
  const o = withDate(obj(row, CARD))!;
  o.priceKobo = Number(o.priceKobo); // bigint, read as a number like Drizzle's { mode: 'number' }
  o.ratingAverage = o.ratingAverage == null ? null : Number(o.ratingAverage); // numeric, read as a number
  for (const key of ['variantMinPriceKobo', 'variantMaxPriceKobo']) o[key] = o[key] == null ? null : Number(o[key]);
  return o;
};
const category = (row: Row) => obj(row, CATEGORY);
const store = (row: Row) => withDate(obj(row, STORE));

/**
 * One mapping per read: which statements run together (Promise.all where Oja runs them together)
 * and how their rows become the response. Keep these in step with the read functions.
 */
export const assemblers: Record<ReadKind, Assemble> = {
  // readHome: categories and newest products, side by side.
  home: async ({ run }) => {
    const [categories, products] = await Promise.all([run(0), run(1)]);
    return { categories: categories.map(category), products: products.map(card) };
  },
  // readCategoryPage / readStorePage: one statement, one page of products (one row more than the
  // page), each row the card, its cursor text, the category or store and the capped count.
  category: async (q) => productPage(q, CATEGORY.length, category),
  store: async (q) => productPage(q, STORE.length, store),
  // readProductPage: the product card with its category's name and slug and its star tallies, and
  // the reviews, side by side.
  product: async ({ run }) => {
    const [[row], reviews] = await Promise.all([run(0), run(1)]);
    const product = card(row!.slice(0, CARD.length))!;
    const [categoryName, categorySlug, ...rest] = row!.slice(CARD.length) as [unknown, unknown, ...unknown[]];
    const tallies = rest.slice(0, 5) as number[];
    product.category = categoryName == null ? null : { name: categoryName, slug: categorySlug };
    product.deliveryDays = deliveryDaysFromRows(rest[5] as Parameters<typeof deliveryDaysFromRows>[0]);
    // The bench's product has no options, so no variants read (Oja reads them only for a product with options).
    product.variants = [];
    return {
      product,
      rating: {
        average: product.ratingAverage,
        count: product.reviewCount,
        breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: tallies[stars - 1] })),
      },
      reviews: reviews.map((r) => withDate(obj(r, REVIEW))),
    };
  },
  // searchCatalog: what was typed (the folded text first), then one statement: the cards of the
  // page (none when it is empty) with the count on every row, and on the first row the candidate
  // categories and stores as JSON, cut by the same typo rule as Oja's.
  search: async ({ run, path }) => {
    const [typed] = await run(0);
    const rows = await run(1);
    const folded = typed![0] as string;
    const n = Number(rows[0]?.[CARD.length] ?? 0);
    const shortList = (candidates: unknown, limit: number, keys: readonly string[]) =>
      ((candidates ?? []) as Record<string, unknown>[])
        .filter((c) => c.plain === true || isNearMiss(folded, c.nameForMatch as string))
        .slice(0, limit)
        .map((c) => withDate(Object.fromEntries(keys.map((key) => [key, c[key]]))));
    return {
      query: new URL(path, 'http://bare').searchParams.get('q')!.trim(),
      products: rows.flatMap((row) => (row[0] == null ? [] : [card(row.slice(0, CARD.length))])),
      total: Math.min(n, SEARCH_COUNT_CAP),
      totalCapped: n > SEARCH_COUNT_CAP,
      categories: shortList(rows[0]?.[CARD.length + 1], SEARCH_CATEGORY_LIMIT, CATEGORY),
      stores: shortList(rows[0]?.[CARD.length + 2], SEARCH_STORE_LIMIT, STORE),
    };
  },
};
/**
 * A category's or store's page, as pageOfProducts answers: the owner (`ownerColumns` after the card
 * and its cursor text), the page, its capped count (last) and the next page's cursor. The bench's
 * pages are never empty, so the owner-alone statement of an empty page is not replayed.
 */
async function productPage({ run, path }: Query, ownerColumns: number, owner: (row: Row) => unknown) {
  const params = new URL(path, 'http://bare').searchParams;
  const limit = Number(params.get('limit') ?? CATALOG_PAGE_DEFAULT);
  const sort = (params.get('sort') ?? 'newest') as ProductSort;
  const rows = await run(0);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(sort, { priceKobo: Number(last[3]), at: last[CARD.length] as string, id: last[0] as string })
      : null;
  const n = Number(rows[0]?.[CARD.length + 1 + ownerColumns] ?? 0);
  return {
    [ownerColumns === CATEGORY.length ? 'category' : 'store']: owner(rows[0]!.slice(CARD.length + 1)),
    products: shown.map((row) => card(row.slice(0, CARD.length))),
    total: Math.min(n, CATALOG_COUNT_CAP),
    totalCapped: n > CATALOG_COUNT_CAP,
    nextCursor,
  };
}
// ---------------------------------------------------------------- the server

/** Timestamps as the server's text, as Drizzle reads them; everything else with pg's own parsers. */
const rawTimestamps = {
  getTypeParser: (typeId: number, format?: string) =>
    typeId === pg.types.builtins.TIMESTAMPTZ || typeId === pg.types.builtins.TIMESTAMP
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format as 'text'),
};

const shape = (statements: Statement[]) => ({
  count: statements.length,
  texts: statements.map((s) => s.text),
  values: statements.map((s) => s.values),
});

export async function startBareServer(connectionString: string, routes: BareRoute[]) {
  // The settings of every Oja connection (src/server/db/client.ts), which search's SQL relies on.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    onConnect: async (client) => {
      await client.query('set synchronize_seqscans = off; set pg_trgm.word_similarity_threshold = 0.3');
    },
  });
  const byPath = new Map(routes.map((r) => [r.path, r]));

  async function respond(route: BareRoute): Promise<string> {
    const statements = route.statements;
    const query = (client: pg.Pool, i: number) => {
      const s = statements[i]!;
      return client
        .query({ name: s.name, text: s.text, values: s.values, rowMode: 'array', types: rawTimestamps })
        .then((r) => r.rows as Row[]);
    };
    const run = (i: number) => query(pool, i);
    return JSON.stringify(await assemblers[route.kind]({ run, ...shape(statements), path: route.path }));
  }

  const server = http.createServer((req, res) => {
    const route = byPath.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    respond(route).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
