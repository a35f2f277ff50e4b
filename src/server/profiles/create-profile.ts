import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { Role } from '../../shared/constants.ts';

export type CreateProfileInput = { userId: string; email: string; fullName: string; role: Role };

/** The profile that goes with a new account (same id as the auth user). */
export async function createProfile(db: DbOrTx, input: CreateProfileInput) {
  await db
    .insert(profiles)
    .values({ id: input.userId, email: input.email, fullName: input.fullName, role: input.role });
}
