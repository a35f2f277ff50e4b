import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Removes an auth user (its sessions and accounts go with it by foreign key). */
export async function deleteAuthUser(db: DbOrTx, input: { userId: string }) {
  await db.delete(users).where(eq(users.id, input.userId));
}
