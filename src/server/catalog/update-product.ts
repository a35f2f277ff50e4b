import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { storeCatalogImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';
import type { updateProductInputSchema } from '../../shared/schemas/catalog.ts';
import { MAX_PRODUCT_IMAGES } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { productColumns } from './columns.ts';
import { assertCategoryExists } from './category-exists.ts';
import { productWithOwner } from './product-owner.ts';
import { stagedStorage } from '../uploads/staged-storage.ts';
import { syncVariantTotals } from './sync-variant-totals.ts';

/** One place in the new image list: the URL of an image the product keeps, or a new upload's bytes. */
export type ImageEntry = string | Buffer;

export type UpdateProductInput = Omit<z.output<typeof updateProductInputSchema>, 'images'> & {
  productId: string;
  /** The new image list in order; left out, the images stay as they are. */
  images?: ImageEntry[] | undefined;
};

const imagesError = (message: string) => new AppError('invalid_input', message, { images: message });

/**
 * The store's owner changes a product; fields left out stay as they are. Everything is checked
 * before anything is written: the owner, the category, the image list (at most 5; kept URLs must be
 * this product's own, once each) and every new image, decoded and re-encoded as WebP in every
 * width as on create. Only then are the new images stored and the row updated in one statement.
 */
export async function updateProduct(db: DbOrTx, input: UpdateProductInput, actor: Actor, storage: Storage) {
  const { productId, images, ...changes } = input;
  const product = await productWithOwner(db, productId);
  if (product.ownerId !== actor.id) throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  await assertCategoryExists(db, changes.categoryId);
  const set: Partial<typeof products.$inferInsert> = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  );
  if (images !== undefined) set.images = await newImageList(db, productId, images, storage);
  if (Object.keys(set).length === 0) {
    const [unchanged] = await db.select(productColumns).from(products).where(eq(products.id, productId));
    return unchanged!;
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(products).set(set).where(eq(products.id, productId)).returning(productColumns);
    if (!updated) throw new AppError('not_found', 'Product not found');
    // A product with sizes or colours keeps its variants' totals (decision 0025); the row is locked above.
    await syncVariantTotals(tx, productId);
    const [synced] = await tx.select(productColumns).from(products).where(eq(products.id, productId));
    return synced!;
  });
}

/** Checks the list, encodes the new images in memory, and stores them only once all have passed. */
async function newImageList(db: DbOrTx, productId: string, entries: ImageEntry[], storage: Storage): Promise<string[]> {
  if (entries.length > MAX_PRODUCT_IMAGES) throw imagesError(messages.stores.tooManyImages);
  const [row] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
  const own = new Set(row?.images ?? []);
  const kept = entries.filter((entry): entry is string => typeof entry === 'string');
  if (kept.some((url) => !own.has(url)) || new Set(kept).size !== kept.length)
    throw imagesError(messages.stores.imageNotOfProduct);

  const staged = stagedStorage(storage);
  const placed: { url: string; staged: boolean }[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      placed.push({ url: entry, staged: false });
      continue;
    }
    // The edit dialog shows image problems under its image list.
    placed.push({ url: await storeCatalogImage(staged.storage, 'products', entry, 'product', 'images'), staged: true });
  }
  const urlOf = await staged.commit();
  return placed.map((entry) => (entry.staged ? urlOf(entry.url) : entry.url));
}
