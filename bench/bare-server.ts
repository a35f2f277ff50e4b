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

/** One statement as Oja's driver sent it. */
export type Statement = { name?: string; text: string; values: unknown[]; rowMode?: 'array' };
export type ReadKind = 'home' | 'category' | 'store' | 'product' | 'search';
export type BareRoute = { path: string; kind: ReadKind; statements: Statement[] };

type Row = unknown[];
/** Runs the read's statement `i` (in capture order) and resolves to its rows, as arrays. */
type Run = (i: number) => Promise<Row[]>;
/** `count` is how many statements were captured; `path` is the URL asked for. */
type Query = { run: Run; count: number; path: string };
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
] as const;
const CATEGORY = ['id', 'name', 'slug', 'description', 'imageUrl'] as const;
const STORE = ['id', 'name', 'slug', 'description', 'logoUrl', 'bannerUrl', 'createdAt'] as const;
const REVIEW = ['id', 'rating', 'comment', 'createdAt', 'customerId', 'reviewerName'] as const;

const card = (row: Row) => {
  const o = withDate(obj(row, CARD))!;
  o.priceKobo = Number(o.priceKobo); // bigint, read as a number like Drizzle's { mode: 'number' }
  return o;
};
const category = (row: Row) => obj(row, CATEGORY);
const store = (row: Row) => withDate(obj(row, STORE));
const count = (rows: Row[]) => Number(rows[0]?.[0] ?? 0);

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
  // readCategoryPage: the category, then its page of products and their count side by side.
  category: async ({ run }) => {
    const [head] = await run(0);
    const [items, total] = await Promise.all([run(1), run(2)]);
    return { category: category(head!), products: items.map(card), total: count(total) };
  },
  store: async ({ run }) => {
    const [head] = await run(0);
    const [items, total] = await Promise.all([run(1), run(2)]);
    return { store: store(head!), products: items.map(card), total: count(total) };
  },
  // readProductPage: the product card with its category's name and slug, the rating and the reviews.
  product: async ({ run, count: statements }) => {
    if (statements === 3) {
      // The product with its category's name and slug in one statement, rating and reviews, all side by side.
      const [[row], rating, reviews] = await Promise.all([run(0), run(1), run(2)]);
      const product = card(row!)!;
      product.category = row![CARD.length] == null ? null : { name: row![CARD.length], slug: row![CARD.length + 1] };
      return productPage(product, rating, reviews);
    }
    const [row] = await run(0);
    const product = card(row!)!;
    const [cat] = await run(1);
    product.category = cat ? { name: cat[0], slug: cat[1] } : null;
    const rating = await run(2);
    const reviews = await run(3);
    return productPage(product, rating, reviews);
  },
  // searchCatalog: one transaction; every statement in order on one connection.
  search: async ({ run, count: statements, path }) => {
    const rows: Row[][] = [];
    for (let i = 0; i < statements; i++) rows.push(await run(i));
    // begin, set local, product candidates, products, total, category candidates, categories,
    // store candidates, stores, commit.
    const found = rows.slice(2, -1);
    const [products, total, categories, stores] = [found[1]!, found[2]!, found[4]!, found[6]!];
    const query = new URL(path, 'http://bare').searchParams.get('q')?.trim();
    return {
      query,
      products: products.map(card),
      total: count(total),
      categories: categories.map(category),
      stores: stores.map(store),
    };
  },
};
function productPage(product: Record<string, unknown>, rating: Row[], reviews: Row[]) {
  const average = rating[0]?.[0];
  return {
    product,
    rating: { average: average == null ? null : Number(average), count: Number(rating[0]?.[1] ?? 0) },
    reviews: reviews.map((r) => withDate(obj(r, REVIEW))),
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

export async function startBareServer(connectionString: string, routes: BareRoute[]) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const byPath = new Map(routes.map((r) => [r.path, r]));

  async function respond(route: BareRoute): Promise<string> {
    const statements = route.statements;
    const query = (client: pg.Pool | pg.PoolClient, i: number) => {
      const s = statements[i]!;
      return client
        .query({ name: s.name, text: s.text, values: s.values, rowMode: 'array', types: rawTimestamps })
        .then((r) => r.rows as Row[]);
    };
    if (route.kind === 'search') {
      const client = await pool.connect();
      try {
        const run = (i: number) => query(client, i);
        return JSON.stringify(await assemblers.search({ run, count: statements.length, path: route.path }));
      } finally {
        client.release();
      }
    }
    const run = (i: number) => query(pool, i);
    return JSON.stringify(await assemblers[route.kind]({ run, count: statements.length, path: route.path }));
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
