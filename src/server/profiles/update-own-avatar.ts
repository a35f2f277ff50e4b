import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AVATAR_VARIANTS, storeImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';
import { readOwnProfile } from './read-own-profile.ts';

/** The signed-in user replaces their avatar with an uploaded image (decoded, square WebP). */
export async function updateOwnAvatar(db: DbOrTx, input: { image: Buffer }, actor: Actor, storage: Storage) {
  const image = await storeImage(storage, `avatars/${actor.id}`, input.image, AVATAR_VARIANTS);
  await db.update(profiles).set({ avatarUrl: image.url }).where(eq(profiles.id, actor.id));
  return readOwnProfile(db, actor);
}
