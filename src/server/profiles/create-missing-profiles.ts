import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Gives every auth user without a profile a customer profile. Sign-up writes the two in separate
 * steps (better-auth owns its own transaction), so a crash between them leaves an account that can
 * sign in but is refused everywhere. Start-up repairs all such accounts; sign-in repairs its own.
 */
export async function createMissingProfiles(db: DbOrTx, input: { userId?: string } = {}): Promise<number> {
  const onlyUser = input.userId === undefined ? sql`` : sql`and u.id = ${input.userId}`;
  const result = await db.execute<{ id: string }>(sql`
    insert into profiles (id, email, full_name, role)
    select u.id, u.email, u.name, 'customer'
    from users u
    left join profiles p on p.id = u.id
    where p.id is null ${onlyUser}
    on conflict do nothing
    returning id`);
  return result.rows.length;
}
