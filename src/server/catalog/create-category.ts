import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { storeCatalogImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';
import type { createCategoryInputSchema } from '../../shared/schemas/catalog.ts';
import { slugify } from '../../shared/slug.ts';
import { categoryColumns } from './columns.ts';
import { assertSlugFree, insertUniquelyNamed } from './slug-clash.ts';

export type CreateCategoryInput = z.output<typeof createCategoryInputSchema> & { image?: Buffer | undefined };

/** Admin: a new category under a free slug. A chosen file wins over a typed image URL (docs/product.md#admin-dashboard). */
export async function createCategory(db: DbOrTx, input: CreateCategoryInput, storage: Storage) {
  const slug = slugify(input.name);
  await assertSlugFree(db, 'category', slug);
  const imageUrl = input.image
    ? await storeCatalogImage(storage, 'categories', input.image, 'category', 'image')
    : (input.imageUrl ?? null);
  const [category] = await insertUniquelyNamed(
    'category',
    db
      .insert(categories)
      .values({ name: input.name, slug, description: input.description ?? null, imageUrl })
      .returning(categoryColumns),
  );
  return category!;
}
