import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { storeCatalogImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';
import type { createProductInputSchema } from '../../shared/schemas/catalog.ts';
import { MAX_PRODUCT_IMAGES } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import { productColumns } from './columns.ts';
import { assertCategoryExists } from './category-exists.ts';
import { ownedStore } from './owned-store.ts';

export type AddProductInput = z.output<typeof createProductInputSchema> & { storeId: string; images: Buffer[] };

/** The store's owner adds a product with up to five images. */
export async function addProduct(db: DbOrTx, input: AddProductInput, actor: Actor, storage: Storage) {
  await ownedStore(db, input.storeId, actor);
  if (input.images.length > MAX_PRODUCT_IMAGES)
    throw new AppError('invalid_input', messages.stores.tooManyImages, { images: messages.stores.tooManyImages });
  await assertCategoryExists(db, input.categoryId);
  const urls: string[] = [];
  for (const bytes of input.images) urls.push(await storeCatalogImage(storage, 'products', bytes, 'product', 'images'));
  const [product] = await db
    .insert(products)
    .values({
      storeId: input.storeId,
      name: input.name,
      description: input.description ?? null,
      priceKobo: input.priceKobo,
      stockQuantity: input.stockQuantity,
      categoryId: input.categoryId ?? null,
      images: urls,
    })
    .returning(productColumns);
  return product!;
}
