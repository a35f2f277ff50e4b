import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The auth user registered under an e-mail address (already lowercased by the schema), if any. */
export async function findAuthUser(db: DbOrTx, input: { email: string }) {
  const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, input.email));
  return user ?? null;
}
