import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Role } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';

export async function listUsers(db: Db) {
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
  // Balance is a vendor's figure; the table shows it for vendors only.
  return rows.map((r) => ({ ...r, availableBalanceKobo: r.role === 'vendor' ? r.availableBalanceKobo : null }));
}

/** Changes a user's role; the last admin cannot take away their own admin role. */
export async function changeUserRole(db: Db, actorId: string, targetId: string, role: Role) {
  return db.transaction(async (tx) => {
    // Lock every admin row so two admins demoting themselves at once cannot leave none.
    const admins = await tx.execute<{ id: string }>(sql`select id from profiles where role = 'admin' for update`);
    const [target] = await tx.select({ id: profiles.id, role: profiles.role }).from(profiles).where(eq(profiles.id, targetId));
    if (!target) throw new AppError('not_found', 'User not found');
    if (target.id === actorId && target.role === 'admin' && role !== 'admin' && admins.rows.length <= 1) {
      throw new AppError('conflict', messages.admin.lastAdmin);
    }
    const [updated] = await tx
      .update(profiles)
      .set({ role })
      .where(eq(profiles.id, targetId))
      .returning({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role });
    return updated!;
  });
}
