import { z } from 'zod';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PRICE_MAX_KOBO,
  PRODUCT_STOCK_MAX,
  REVIEW_RATING_DEFAULT,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  SEARCH_PRODUCT_LIMIT,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { slugify } from '../slug.ts';
import { optionalText, textField } from './fields.ts';

/** Multipart forms send every field as text; these accept a number or its text form. */
const integerFrom = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${label} is required` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} is too large`),
  );

const nullableUuid = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: message }).nullable().optional());

/** A name that becomes a URL: it must leave a slug once punctuation and accents are gone. */
const hasSlug = (name: string) => name === '' || slugify(name) !== '';

export const storeNameField = textField('Store name is required')
  .trim()
  .min(1, 'Store name is required')
  .max(80, 'Store name must be at most 80 characters')
  .refine(hasSlug, messages.stores.nameNeedsLetters);

export const createStoreInputSchema = z.strictObject({
  name: storeNameField,
  description: optionalText(2000),
});
export type CreateStoreInput = z.input<typeof createStoreInputSchema>;

export const createProductInputSchema = z.strictObject({
  name: textField('Product name is required')
    .trim()
    .min(1, 'Product name is required')
    .max(PRODUCT_NAME_MAX_LENGTH, `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`),
  description: optionalText(4000),
  /** Integer kobo; the form's naira (step 0.01) is converted with nairaToKobo. */
  priceKobo: integerFrom('Price', 0, PRODUCT_PRICE_MAX_KOBO),
  stockQuantity: integerFrom('Stock quantity', 0, PRODUCT_STOCK_MAX),
  categoryId: nullableUuid(messages.stores.unknownCategory),
});
export type CreateProductInput = z.input<typeof createProductInputSchema>;

/**
 * An edit: fields left out stay as they are. `images` is the product's new image list, in order:
 * here the URLs of images it keeps; a multipart edit (the edit dialog) puts new files among them,
 * and the server checks the whole list (at most 5, kept URLs only from this product).
 */
export const updateProductInputSchema = z.strictObject({
  name: createProductInputSchema.shape.name.optional(),
  description: optionalText(4000),
  priceKobo: integerFrom('Price', 0, PRODUCT_PRICE_MAX_KOBO).optional(),
  stockQuantity: integerFrom('Stock quantity', 0, PRODUCT_STOCK_MAX).optional(),
  categoryId: nullableUuid(messages.stores.unknownCategory),
  images: z
    .array(textField(messages.stores.imageNotOfProduct).max(2000, messages.stores.imageNotOfProduct), {
      error: messages.stores.imageNotOfProduct,
    })
    .max(MAX_PRODUCT_IMAGES, messages.stores.tooManyImages)
    .optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

export const createCategoryInputSchema = z.strictObject({
  name: textField('Category name is required')
    .trim()
    .min(1, 'Category name is required')
    .max(80, 'Category name must be at most 80 characters')
    .refine(hasSlug, messages.categories.nameNeedsLetters),
  description: optionalText(1000),
  imageUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: 'Image URL must start with http:// or https://' })
      .max(2000)
      .optional(),
  ),
});
export type CreateCategoryInput = z.input<typeof createCategoryInputSchema>;

export const setActiveInputSchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}` })
    .int(`Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`)
    .min(REVIEW_RATING_MIN, `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`)
    .max(REVIEW_RATING_MAX, `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`)
    .default(REVIEW_RATING_DEFAULT),
  comment: optionalText(2000),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** How a list of products can be ordered; the default of a category or store page is newest first. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Search adds "relevance" (its default): exact and prefix matches first, then near-misses. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Category and store pages: products per page by default, and the most one request may ask for. */
export const CATALOG_PAGE_DEFAULT = 48;
export const CATALOG_PAGE_MAX = 100;
const OFFSET_MAX = 100_000;

/** Query-string integers: `limit` and `offset` of a page of products. */
const queryInteger = (
  name: string,
  min: number,
  max: number,
  fallback: number,
  tooLarge = `${name} must be at most ${max}`,
) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, tooLarge)
    .default(fallback);

const sortParam = <const S extends readonly [string, ...string[]]>(sorts: S) =>
  z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default(sorts[0]);

/** `inStock=1` keeps only products with stock; `0` or no parameter keeps all. */
const inStockParam = z
  .enum(['1', '0', 'true', 'false'], { error: 'inStock must be 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** Search still pages by offset (its pages are short and ranked); category and store pages use a cursor. */
const offsetParam = queryInteger('offset', 0, OFFSET_MAX, 0, 'offset is too large');

/** A cursor is opaque text from a previous page's `nextCursor`; the server checks it against the sort. */
export const CURSOR_MAX_LENGTH = 200;

/**
 * A page of a category's or store's products: 48 at a time by default, 100 at most, in an order
 * and with a filter that can be shared as a link (`?sort=price-asc&inStock=1`). The first page has
 * no `after`; each page's `nextCursor` is the `after` of the next one (keyset paging: a deep page
 * costs what the first one does, and a product added meanwhile never shifts one onto the next page).
 */
export const productListQuerySchema = z.object({
  limit: queryInteger('limit', 1, CATALOG_PAGE_MAX, CATALOG_PAGE_DEFAULT),
  after: z
    .string({ error: 'after must be a cursor from a previous page' })
    .max(CURSOR_MAX_LENGTH, 'after must be a cursor from a previous page')
    .regex(/^[A-Za-z0-9_-]+$/, 'after must be a cursor from a previous page')
    .optional(),
  sort: sortParam(PRODUCT_SORTS),
  inStock: inStockParam,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/**
 * Category and store pages count their products only up to this many: a count of every product
 * of a big category cost more than the page itself. Past it the page says "1,000+ products".
 */
export const CATALOG_COUNT_CAP = 1000;

/**
 * The paging part of a category or store page: the products, how many there are (`total`, exact
 * up to CATALOG_COUNT_CAP; `totalCapped` when there are more), and the cursor of the next page
 * (null on the last one).
 */
export type ProductPageInfo = { total: number; totalCapped: boolean; nextCursor: string | null };

/**
 * Search: the text, and a page of the products found (20 by default, docs/product.md#limits) with the same sort
 * and filter as category pages plus "relevance". Categories and stores come 10 at most, unpaged.
 */
export const searchQuerySchema = z.object({
  q: textField().trim().max(100, 'Search text must be at most 100 characters').default(''),
  limit: queryInteger('limit', 1, CATALOG_PAGE_MAX, SEARCH_PRODUCT_LIMIT),
  offset: offsetParam,
  sort: sortParam(SEARCH_SORTS),
  inStock: inStockParam,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
