import { sql } from 'drizzle-orm';
import { categories, products, stores } from '../db/schema.ts';

/** What a vendor (and an admin) sees of a store. */
export const storeColumns = {
  id: stores.id,
  ownerId: stores.ownerId,
  name: stores.name,
  slug: stores.slug,
  description: stores.description,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  isActive: stores.isActive,
  /** Customers may pay at the door (docs/product.md#pay-on-delivery). */
  payOnDelivery: stores.payOnDelivery,
  createdAt: stores.createdAt,
};

/** What shoppers see of a store: no owner, no status (only active stores are shown). */
export const publicStoreColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  description: stores.description,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  createdAt: stores.createdAt,
};

/** What a vendor (and an admin) sees of a product. */
export const productColumns = {
  id: products.id,
  storeId: products.storeId,
  categoryId: products.categoryId,
  name: products.name,
  description: products.description,
  priceKobo: products.priceKobo,
  stockQuantity: products.stockQuantity,
  images: products.images,
  isActive: products.isActive,
  createdAt: products.createdAt,
  /** Sizes, colours… (decision 0025) and the variants' price range; empty and null without options. */
  options: products.options,
  variantMinPriceKobo: products.variantMinPriceKobo,
  variantMaxPriceKobo: products.variantMaxPriceKobo,
};

const { ratings1: r1, ratings2: r2, ratings3: r3, ratings4: r4, ratings5: r5 } = products;

/**
 * A product's review count and average rating (to 2 decimals; null without reviews), from the star
 * tallies on its own row (docs/product.md#reviews): a card costs no join or aggregate of reviews.
 */
export const reviewCount = sql<number>`(${r1} + ${r2} + ${r3} + ${r4} + ${r5})`.mapWith(Number);
export const ratingAverage = sql<
  number | null
>`round((${r1} + 2 * ${r2} + 3 * ${r3} + 4 * ${r4} + 5 * ${r5})::numeric / nullif(${r1} + ${r2} + ${r3} + ${r4} + ${r5}, 0), 2)`.mapWith(
  (value): number | null => (value == null ? null : Number(value)),
);

/** What a product card shows, everywhere in public. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceKobo: products.priceKobo,
  stockQuantity: products.stockQuantity,
  images: products.images,
  categoryId: products.categoryId,
  storeId: products.storeId,
  storeName: stores.name,
  storeSlug: stores.slug,
  createdAt: products.createdAt,
  ratingAverage,
  reviewCount,
  /** A card says "from ₦X" when the variants' prices differ, and sends a shopper to choose one (decision 0025). */
  options: products.options,
  variantMinPriceKobo: products.variantMinPriceKobo,
  variantMaxPriceKobo: products.variantMaxPriceKobo,
};

export const publicCategoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
};

export const categoryColumns = {
  ...publicCategoryColumns,
  isActive: categories.isActive,
  createdAt: categories.createdAt,
};
