import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { AVATAR_VARIANTS, storeImage } from '../uploads/image.ts';
import type { Storage } from '../uploads/storage.ts';

/** The owner's view of a profile: includes bank fields, which only the owner and admins may read. */
export const ownProfileColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  role: profiles.role,
  phone: profiles.phone,
  bvn: profiles.bvn,
  accountNumber: profiles.accountNumber,
  accountName: profiles.accountName,
  bankName: profiles.bankName,
  avatarUrl: profiles.avatarUrl,
  availableBalanceKobo: profiles.availableBalanceKobo,
  createdAt: profiles.createdAt,
};

export async function getOwnProfile(db: DbOrTx, userId: string) {
  const [profile] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new AppError('not_found', 'Profile not found');
  return profile;
}

export async function updateOwnProfile(
  db: DbOrTx,
  userId: string,
  changes: { fullName?: string | undefined; phone?: string | null | undefined },
) {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (changes.fullName !== undefined) set.fullName = changes.fullName;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (Object.keys(set).length > 0) await db.update(profiles).set(set).where(eq(profiles.id, userId));
  return getOwnProfile(db, userId);
}

export async function updateOwnAvatar(db: DbOrTx, storage: Storage, userId: string, bytes: Buffer) {
  const image = await storeImage(storage, `avatars/${userId}`, bytes, AVATAR_VARIANTS);
  await db.update(profiles).set({ avatarUrl: image.url }).where(eq(profiles.id, userId));
  return getOwnProfile(db, userId);
}
