import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { ownProfileColumns } from './own-profile-columns.ts';

export async function readOwnProfile(db: DbOrTx, actor: Pick<Actor, 'id'>) {
  const [profile] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.id, actor.id));
  if (!profile) throw new AppError('not_found', 'Profile not found');
  return profile;
}
