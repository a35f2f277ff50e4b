import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { hiddenPlaceholder, prepared } from '../db/prepared.ts';
import { categories, products, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  CATALOG_COUNT_CAP,
  productListQuerySchema,
  type ProductListQuery,
  type ProductPageInfo,
  type ProductSort,
} from '../../shared/schemas/catalog.ts';
import { productCardColumns, publicCategoryColumns, publicStoreColumns } from './columns.ts';
import { productOrder, withStockFilter } from './product-order.ts';
import { inActiveStore, visibleProductForPageIndexes } from './visibility.ts';

/** Category and store pages come a page at a time (48 cards by default, 100 at most), sorted and filtered. */
export const pageQuerySchema = productListQuerySchema;
export type Page = ProductListQuery;

/** Whose products a page lists: an active category or store, by its slug. */
export type PageOwner = { by: 'category' | 'store'; slug: string };

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

/**
 * The owner's id: the active category or store of the page's slug, a sub-select run once, so that
 * the page and its count each walk the owner's index in its order (a join to the owner would have
 * the planner sort all 83k products of a category).
 */
const ownerId = {
  category: sql`(select ${categories.id} from ${categories} where ${and(eq(categories.slug, p('slug')), eq(categories.isActive, true))})`,
  store: sql`(select ${stores.id} from ${stores} where ${and(eq(stores.slug, p('slug')), eq(stores.isActive, true))})`,
};
const ownedBy = {
  category: sql`${products.categoryId} = ${ownerId.category}`,
  store: sql`${products.storeId} = ${ownerId.store}`,
};

/**
 * How many products the page lists, counted up to one past the cap and no further, as a column of
 * the page's statement (its own sub-select, run once). The category's count walks the page index
 * alone (it carries the store, schema.ts): the store is checked against the few inactive ones
 * instead of joined. A store's count walks its own index.
 */
function cappedCount(by: PageOwner['by'], inStock: boolean): SQL<number> {
  const owner = by === 'category' ? sql`${ownedBy.category} and ${inActiveStore(products.storeId)}` : ownedBy.store;
  return sql<number>`(select count(*)::int from (
      select 1 from ${products} where ${withStockFilter(sql`coalesce(${products.isActive}, false) and ${owner}`, inStock)}
      order by ${sql.join(productOrder('newest'), sql`, `)} limit ${sql.raw(String(CATALOG_COUNT_CAP + 1))}) capped)`;
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

/** The page's filters: the visible products (as the page indexes spell it), in stock if asked, after the cursor. */
function pageWhere(owner: SQL, page: Page): SQL {
  return and(
    withStockFilter(and(visibleProductForPageIndexes, owner)!, page.inStock),
    page.after ? afterCursor(page.sort) : undefined,
  )!;
}

const pageName = (by: PageOwner['by'], page: Page) =>
  `${by}_page_${page.sort.replace('-', '_')}${page.inStock ? '_instock' : ''}_${page.after ? 'after' : 'first'}`;

/**
 * One statement per shape (sort × in-stock × first page or after a cursor): one page of the
 * products of the active category of the slug, each row with the category and the capped count.
 */
function categoryPageQuery(db: DbOrTx, page: Page) {
  const name = pageName('category', page);
  return prepared(db, name, (db: Db) =>
    db
      .select({
        card: { ...productCardColumns, cursorAt: createdAtText },
        owner: publicCategoryColumns,
        n: cappedCount('category', page.inStock),
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(pageWhere(ownedBy.category, page))
      .orderBy(...productOrder(page.sort))
      .limit(sql`${hiddenPlaceholder('limit', 'int')}` as unknown as number)
      .prepare(name),
  );
}

/** The same for a store: the store of every product listed is the one of the slug. */
function storePageQuery(db: DbOrTx, page: Page) {
  const name = pageName('store', page);
  return prepared(db, name, (db: Db) =>
    db
      .select({
        card: { ...productCardColumns, cursorAt: createdAtText },
        owner: publicStoreColumns,
        n: cappedCount('store', page.inStock),
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(pageWhere(ownedBy.store, page))
      .orderBy(...productOrder(page.sort))
      .limit(sql`${hiddenPlaceholder('limit', 'int')}` as unknown as number)
      .prepare(name),
  );
}

/** An empty page says nothing of its owner: it is looked up alone, with its count (a 404 when there is none). */
async function ownerOfEmptyPage(db: DbOrTx, by: PageOwner['by'], page: Page, slug: string) {
  const table = by === 'category' ? categories : stores;
  const [row] = await db
    .select({ owner: by === 'category' ? publicCategoryColumns : publicStoreColumns, n: cappedCount(by, page.inStock) })
    .from(table)
    .where(eq(table.id, by === 'category' ? ownerId.category : ownerId.store))
    .execute({ slug });
  if (!row) throw new AppError('not_found', 'Not found');
  return row;
}

/**
 * An active category's or store's page: the owner, one page of its visible products in the asked
 * order, and how many there are up to CATALOG_COUNT_CAP; an inactive or unknown one is a 404. One
 * statement (decision 0028). Keyset paging: the page asks for one product more than it shows; if
 * that one exists, the last shown product is the next page's cursor.
 */
export async function pageOfProducts<By extends PageOwner['by']>(
  db: DbOrTx,
  owner: { by: By; slug: string },
  page: Page,
) {
  const cursor = page.after ? decodeCursor(page.sort, page.after) : undefined;
  const values = {
    slug: owner.slug,
    limit: page.limit + 1,
    ...(cursor && { at: cursor.at, id: cursor.id, priceKobo: cursor.priceKobo }),
  };
  const rows =
    owner.by === 'category'
      ? await categoryPageQuery(db, page).execute(values)
      : await storePageQuery(db, page).execute(values);
  const { owner: found, n } = rows[0] ?? (await ownerOfEmptyPage(db, owner.by, page, owner.slug));
  const shown = rows.slice(0, page.limit).map((row) => row.card);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor(page.sort, { priceKobo: last.priceKobo, at: last.cursorAt, id: last.id })
      : null;
  const info: ProductPageInfo = {
    total: Math.min(n, CATALOG_COUNT_CAP),
    totalCapped: n > CATALOG_COUNT_CAP,
    nextCursor,
  };
  return {
    owner: found as By extends 'category' ? CategoryRow : StoreRow,
    products: shown.map(({ cursorAt: _, ...card }) => card),
    ...info,
  };
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoryPageQuery>['execute']>>[number]['owner'];
type StoreRow = Awaited<ReturnType<ReturnType<typeof storePageQuery>['execute']>>[number]['owner'];
