import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { updateRoleInputSchema } from '../../shared/schemas/profile.ts';
import { messages } from '../../shared/messages.ts';

export type ChangeUserRoleInput = z.output<typeof updateRoleInputSchema> & { userId: string };

/** Admin: changes a user's role; the last admin cannot take away their own admin role. */
export async function changeUserRole(db: Db, input: ChangeUserRoleInput, actor: Actor) {
  return db.transaction(async (tx) => {
    // Lock every admin row so two admins demoting themselves at once cannot leave none.
    const admins = await tx.execute<{ id: string }>(sql`select id from profiles where role = 'admin' for update`);
    const [target] = await tx.select({ id: profiles.id, role: profiles.role }).from(profiles).where(eq(profiles.id, input.userId));
    if (!target) throw new AppError('not_found', 'User not found');
    if (target.id === actor.id && target.role === 'admin' && input.role !== 'admin' && admins.rows.length <= 1) {
      throw new AppError('conflict', messages.admin.lastAdmin);
    }
    const [updated] = await tx
      .update(profiles)
      .set({ role: input.role })
      .where(eq(profiles.id, input.userId))
      .returning({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role });
    return updated!;
  });
}
