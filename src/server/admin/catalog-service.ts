import { count, desc, eq, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, orders, products, profiles, stores } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { uniqueOrConflict } from '../db/errors.ts';
import { storeCatalogImage } from '../uploads/image.ts';
import { productColumns } from '../stores/service.ts';
import type { Storage } from '../uploads/storage.ts';
import { messages } from '../../shared/messages.ts';
import { slugify } from '../../shared/slug.ts';

export async function getOverview(db: Db) {
  const [[productTotal], [orderTotal], [userTotal], [revenue]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(profiles),
    db.select({ kobo: sum(orders.totalAmountKobo) }).from(orders).where(eq(orders.paymentStatus, 'completed')),
  ]);
  return {
    products: productTotal?.n ?? 0,
    orders: orderTotal?.n ?? 0,
    users: userTotal?.n ?? 0,
    revenueKobo: Number(revenue?.kobo ?? 0),
  };
}

const adminCategoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
  isActive: categories.isActive,
  createdAt: categories.createdAt,
};

export async function listAllCategories(db: Db) {
  return db.select(adminCategoryColumns).from(categories).orderBy(desc(categories.createdAt));
}

/** A chosen file wins over a typed image URL (spec §5). */
export async function createCategory(
  db: Db,
  storage: Storage,
  input: { name: string; description?: string | null | undefined; imageUrl?: string | undefined },
  image: Buffer | undefined,
) {
  const slug = slugify(input.name);
  const [clash] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (clash) throw new AppError('conflict', messages.categories.nameTaken, { name: messages.categories.nameTaken });
  const imageUrl = image ? await storeCatalogImage(storage, 'categories', image, 'category') : (input.imageUrl ?? null);
  const [category] = await uniqueOrConflict(
    db.insert(categories).values({ name: input.name, slug, description: input.description ?? null, imageUrl }).returning(adminCategoryColumns),
    'name',
    messages.categories.nameTaken,
  );
  return category!;
}

/** Deleting a category leaves its products uncategorised (the foreign key sets them to null). */
export async function deleteCategory(db: Db, categoryId: string) {
  const deleted = await db.delete(categories).where(eq(categories.id, categoryId)).returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('not_found', 'Category not found');
}

export async function listAllStores(db: Db) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      description: stores.description,
      logoUrl: stores.logoUrl,
      isActive: stores.isActive,
      createdAt: stores.createdAt,
      ownerName: profiles.fullName,
      ownerEmail: profiles.email,
    })
    .from(stores)
    .innerJoin(profiles, eq(profiles.id, stores.ownerId))
    .orderBy(desc(stores.createdAt));
}

export async function setStoreActive(db: Db, storeId: string, isActive: boolean) {
  const [store] = await db.update(stores).set({ isActive }).where(eq(stores.id, storeId)).returning({ id: stores.id, isActive: stores.isActive });
  if (!store) throw new AppError('not_found', 'Store not found');
  return store;
}

export async function listAllProducts(db: Db) {
  return db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .orderBy(desc(products.createdAt))
    .limit(500);
}

export async function setProductActive(db: Db, productId: string, isActive: boolean) {
  const [product] = await db.update(products).set({ isActive }).where(eq(products.id, productId)).returning({ id: products.id, isActive: products.isActive });
  if (!product) throw new AppError('not_found', 'Product not found');
  return product;
}
