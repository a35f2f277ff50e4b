import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

/**
 * Admin "All Users": every profile; balance is a seller's figure, so it is shown for vendors and for
 * anyone else whose balance is not zero (a former seller: docs/product.md#former-sellers).
 */
export async function listUsers(db: DbOrTx) {
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      role: profiles.role,
      availableBalanceKobo: profiles.availableBalanceKobo,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .orderBy(asc(profiles.createdAt), asc(profiles.email));
  return rows.map((r) => ({
    ...r,
    availableBalanceKobo: r.role === 'vendor' || r.availableBalanceKobo !== 0 ? r.availableBalanceKobo : null,
  }));
}
