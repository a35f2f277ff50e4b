import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products, stores } from '../db/schema.ts';

/**
 * The shoppers' visibility rule (docs/product.md#visibility), as the saved items read it: an active
 * product of an active store. Saving and the Saved page see only such products; a row of a product
 * hidden since stays, and shows again when the product does.
 */
export const visibleProduct: SQL = and(eq(products.isActive, true), eq(stores.isActive, true))!;

/** Whether the product is in stock now (the Saved page's "Back in stock" compares it with saving). */
export const inStockNow: SQL<boolean> = sql<boolean>`${products.stockQuantity} > 0`;
