import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { products, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  CATALOG_COUNT_CAP,
  productListQuerySchema,
  type ProductListQuery,
  type ProductPageInfo,
  type ProductSort,
} from '../../shared/schemas/catalog.ts';
import { productCardColumns } from './columns.ts';
import { productOrder, withStockFilter } from './product-order.ts';
import { visibleProductForPageIndexes } from './visibility.ts';

/** Category and store pages come a page at a time (48 cards by default, 100 at most), sorted and filtered. */
export const pageQuerySchema = productListQuerySchema;
export type Page = ProductListQuery;

/** Whose products a page lists. */
export type PageOwner = { by: 'category' | 'store'; id: string };

/**
 * Where a page ends: the last product's sort key. `at` is its created_at to the microsecond (a JS
 * Date keeps only milliseconds, and two products a few microseconds apart must not be skipped).
 */
type Cursor = { priceKobo?: number; at: string; id: string };

const AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const badCursor = 'after must be a cursor from a previous page with the same sort';

/** The cursor as URL-safe text: `at~id`, or `price~at~id` for the price sorts. */
export function encodeCursor(sort: ProductSort, cursor: Cursor): string {
  const parts = sort === 'newest' ? [cursor.at, cursor.id] : [String(cursor.priceKobo), cursor.at, cursor.id];
  return Buffer.from(parts.join('~')).toString('base64url');
}

/** Reads a cursor made by encodeCursor for the same sort; anything else is a 400 naming `after`. */
export function decodeCursor(sort: ProductSort, text: string): Cursor {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('~');
  const [price, at, id] = sort === 'newest' ? [undefined, ...parts] : parts;
  const priceKobo = price === undefined ? undefined : Number(price);
  const fits =
    parts.length === (sort === 'newest' ? 2 : 3) &&
    AT.test(at ?? '') &&
    UUID.test(id ?? '') &&
    (priceKobo === undefined || (/^\d+$/.test(price!) && Number.isSafeInteger(priceKobo)));
  if (!fits) throw new AppError('invalid_input', badCursor, { after: badCursor });
  return { priceKobo, at: at!, id: id! };
}

const p = sql.placeholder;
/** created_at to the microsecond, in UTC, as the cursor keeps it. */
const createdAtText = sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function ownerAndFilter(by: PageOwner['by'], inStock: boolean): SQL {
  const owner = eq(by === 'category' ? products.categoryId : products.storeId, p('ownerId'));
  return withStockFilter(and(visibleProductForPageIndexes, owner)!, inStock);
}

/**
 * Rows after the cursor in the order of productOrder. Newest first is one row comparison on the
 * index (created_at desc, id desc). The price sorts bound the price first (an index range) and
 * then break ties at the cursor's price by newest first and id.
 */
function afterCursor(sort: ProductSort): SQL {
  const tie = sql`(${products.createdAt}, ${products.id}) < (${p('at')}::timestamptz, ${p('id')}::uuid)`;
  if (sort === 'newest') return tie;
  const price = sql`${p('priceKobo')}::bigint`;
  return sort === 'price-asc'
    ? sql`${products.priceKobo} >= ${price} and (${products.priceKobo} > ${price} or ${tie})`
    : sql`${products.priceKobo} <= ${price} and (${products.priceKobo} < ${price} or ${tie})`;
}

/** One page query per shape: owner × sort × in-stock × first page or after a cursor. */
function pageQuery(db: DbOrTx, by: PageOwner['by'], page: Page) {
  const from = page.after ? 'after' : 'first';
  const name = `${by}_page_${page.sort.replace('-', '_')}${page.inStock ? '_instock' : ''}_${from}`;
  return prepared(db, name, (db: Db) =>
    db
      .select({ ...productCardColumns, cursorAt: createdAtText })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(ownerAndFilter(by, page.inStock), page.after ? afterCursor(page.sort) : undefined))
      .orderBy(...productOrder(page.sort))
      .limit(p('limit'))
      .prepare(name),
  );
}

/** How many products the page lists, counted up to one past the cap and no further. */
function cappedCountQuery(db: DbOrTx, by: PageOwner['by'], inStock: boolean) {
  const name = `${by}_page_count${inStock ? '_instock' : ''}`;
  return prepared(db, name, (db: Db) => {
    const capped = db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(ownerAndFilter(by, inStock))
      // In index order, so even a generic plan walks the owner's index and stops at the cap.
      .orderBy(...productOrder('newest'))
      .limit(CATALOG_COUNT_CAP + 1)
      .as('capped');
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(capped)
      .prepare(name);
  });
}

/**
 * One page of a category's or store's visible products in the asked order, and how many there
 * are up to CATALOG_COUNT_CAP. Keyset paging: the page asks for one product more than it shows;
 * if that one exists, the last shown product is the next page's cursor.
 */
export async function pageOfProducts(
  db: DbOrTx,
  owner: PageOwner,
  page: Page,
): Promise<ProductPageInfo & { products: ProductCard[] }> {
  const cursor = page.after ? decodeCursor(page.sort, page.after) : undefined;
  const [rows, [count]] = await Promise.all([
    pageQuery(db, owner.by, page).execute({
      ownerId: owner.id,
      limit: page.limit + 1,
      ...(cursor && { at: cursor.at, id: cursor.id, priceKobo: cursor.priceKobo }),
    }),
    cappedCountQuery(db, owner.by, page.inStock).execute({ ownerId: owner.id }),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor(page.sort, { priceKobo: last.priceKobo, at: last.cursorAt, id: last.id })
      : null;
  const n = count?.n ?? 0;
  return {
    products: shown.map(({ cursorAt: _, ...card }) => card),
    total: Math.min(n, CATALOG_COUNT_CAP),
    totalCapped: n > CATALOG_COUNT_CAP,
    nextCursor,
  };
}

type ProductCard = Omit<Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number], 'cursorAt'>;
