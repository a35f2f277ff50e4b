import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { updateProfileInputSchema } from '../../shared/schemas/profile.ts';
import { readOwnProfile } from './read-own-profile.ts';

/** The signed-in user edits their name and phone; fields left out stay as they are. */
export async function updateOwnProfile(db: DbOrTx, input: z.output<typeof updateProfileInputSchema>, actor: Actor) {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (input.fullName !== undefined) set.fullName = input.fullName;
  if (input.phone !== undefined) set.phone = input.phone;
  if (Object.keys(set).length > 0) await db.update(profiles).set(set).where(eq(profiles.id, actor.id));
  return readOwnProfile(db, actor);
}
