import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { storeCatalogImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';
import type { createStoreInputSchema } from '../../shared/schemas/catalog.ts';
import { messages } from '../../shared/messages.ts';
import { slugify } from '../../shared/slug.ts';
import { storeColumns } from './columns.ts';
import { assertSlugFree, insertUniquelyNamed } from './slug-clash.ts';

export type CreateStoreInput = z.output<typeof createStoreInputSchema> & {
  logo?: Buffer | undefined;
  banner?: Buffer | undefined;
};

/** Re-labels an upload failure in the product's words ("Failed to upload logo: …"). */
async function uploadOrExplain(label: (msg: string) => string, upload: () => Promise<string>): Promise<string> {
  try {
    return await upload();
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, label(error.message), error.fields);
    throw error;
  }
}

/** A vendor (or admin) opens a store under a name whose slug is free; logo and banner are optional. */
export async function createStore(db: DbOrTx, input: CreateStoreInput, actor: Actor, storage: Storage) {
  const slug = slugify(input.name);
  await assertSlugFree(db, 'store', slug);
  const { logo, banner } = input;
  const logoUrl = logo
    ? await uploadOrExplain(messages.stores.logoFailed, () =>
        storeCatalogImage(storage, 'store-logos', logo, 'storeLogo', 'logo'),
      )
    : null;
  const bannerUrl = banner
    ? await uploadOrExplain(messages.stores.bannerFailed, () =>
        storeCatalogImage(storage, 'store-banners', banner, 'storeBanner', 'banner'),
      )
    : null;
  const [store] = await insertUniquelyNamed(
    'store',
    db
      .insert(stores)
      .values({ ownerId: actor.id, name: input.name, slug, description: input.description ?? null, logoUrl, bannerUrl })
      .returning(storeColumns),
  );
  return store!;
}
