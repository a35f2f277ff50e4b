import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { SessionUser } from '../http/context.ts';
import { storeCatalogImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';
import { uniqueOrConflict } from '../db/errors.ts';
import { messages } from '../../shared/messages.ts';
import { slugify } from '../../shared/slug.ts';
import { MAX_PRODUCT_IMAGES } from '../../shared/schemas/catalog.ts';

export const storeColumns = {
  id: stores.id,
  ownerId: stores.ownerId,
  name: stores.name,
  slug: stores.slug,
  description: stores.description,
  logoUrl: stores.logoUrl,
  bannerUrl: stores.bannerUrl,
  isActive: stores.isActive,
  createdAt: stores.createdAt,
};

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
};

/** /store/create and /store/manage/… are routes, so no store may take those slugs. */
const RESERVED_STORE_SLUGS = new Set(['create', 'manage']);

/** Re-labels an upload failure the way the spec words it ("Failed to upload logo: …"). */
async function uploadOrExplain(label: (msg: string) => string, upload: () => Promise<string>): Promise<string> {
  try {
    return await upload();
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, label(error.message), error.fields);
    throw error;
  }
}

export async function createStore(
  db: Db,
  storage: Storage,
  owner: SessionUser,
  input: { name: string; description?: string | null | undefined },
  files: { logo?: Buffer | undefined; banner?: Buffer | undefined },
) {
  const slug = slugify(input.name);
  if (RESERVED_STORE_SLUGS.has(slug)) throw new AppError('conflict', messages.stores.nameTaken, { name: messages.stores.nameTaken });
  const [clash] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  if (clash) throw new AppError('conflict', messages.stores.nameTaken, { name: messages.stores.nameTaken });
  const logoUrl = files.logo
    ? await uploadOrExplain(messages.stores.logoFailed, () => storeCatalogImage(storage, 'store-logos', files.logo!, 'storeLogo'))
    : null;
  const bannerUrl = files.banner
    ? await uploadOrExplain(messages.stores.bannerFailed, () => storeCatalogImage(storage, 'store-banners', files.banner!, 'storeBanner'))
    : null;
  const [store] = await uniqueOrConflict(
    db.insert(stores).values({ ownerId: owner.id, name: input.name, slug, description: input.description ?? null, logoUrl, bannerUrl }).returning(storeColumns),
    'name',
    messages.stores.nameTaken,
  );
  return store!;
}

export async function listOwnStores(db: Db, ownerId: string) {
  return db.select(storeColumns).from(stores).where(eq(stores.ownerId, ownerId)).orderBy(desc(stores.createdAt));
}

/** Spec §5: store management is restricted to the owner — admins included. */
export async function getOwnedStore(db: Db, userId: string, storeId: string) {
  const [store] = await db.select(storeColumns).from(stores).where(and(eq(stores.id, storeId), eq(stores.ownerId, userId)));
  if (!store) {
    const [exists] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    throw new AppError(exists ? 'forbidden' : 'not_found', messages.access.storeNotFoundOrDenied);
  }
  return store;
}

export async function getManagedStore(db: Db, userId: string, storeId: string) {
  const store = await getOwnedStore(db, userId, storeId);
  const storeProducts = await db.select(productColumns).from(products).where(eq(products.storeId, storeId)).orderBy(desc(products.createdAt));
  return { store, products: storeProducts };
}

async function assertCategoryExists(db: Db, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new AppError('invalid_input', messages.stores.unknownCategory, { categoryId: messages.stores.unknownCategory });
}

export async function addProduct(
  db: Db,
  storage: Storage,
  userId: string,
  storeId: string,
  input: { name: string; description?: string | null | undefined; priceKobo: number; stockQuantity: number; categoryId?: string | null | undefined },
  images: Buffer[],
) {
  await getOwnedStore(db, userId, storeId);
  if (images.length > MAX_PRODUCT_IMAGES) throw new AppError('invalid_input', messages.stores.tooManyImages, { images: messages.stores.tooManyImages });
  await assertCategoryExists(db, input.categoryId);
  const urls: string[] = [];
  for (const bytes of images) urls.push(await storeCatalogImage(storage, 'products', bytes, 'product'));
  const [product] = await db
    .insert(products)
    .values({
      storeId,
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

/** The product and its store's owner, or 404. */
async function productWithOwner(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row) throw new AppError('not_found', 'Product not found');
  return row;
}

export async function updateProduct(
  db: Db,
  userId: string,
  productId: string,
  changes: { name?: string | undefined; description?: string | null | undefined; priceKobo?: number | undefined; stockQuantity?: number | undefined; categoryId?: string | null | undefined },
) {
  const product = await productWithOwner(db, productId);
  if (product.ownerId !== userId) throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  await assertCategoryExists(db, changes.categoryId);
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) {
    const [unchanged] = await db.select(productColumns).from(products).where(eq(products.id, productId));
    return unchanged!;
  }
  const [updated] = await db.update(products).set(set).where(eq(products.id, productId)).returning(productColumns);
  return updated!;
}

/** The store's owner deletes their product; an admin may delete any product. */
export async function deleteProduct(db: Db, actor: SessionUser, productId: string) {
  const product = await productWithOwner(db, productId);
  if (product.ownerId !== actor.id && actor.role !== 'admin') {
    throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  }
  await db.delete(products).where(eq(products.id, productId));
}
