import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { updateRoleInputSchema } from '../../shared/schemas/profile.ts';
import { messages } from '../../shared/messages.ts';

export type ChangeUserRoleInput = z.output<typeof updateRoleInputSchema> & { userId: string };

/**
 * Admin: changes a user's role, never leaving the marketplace without an admin. Run it inside the
 * caller's transaction (workflows/set-user-role/set-user-role.ts): it returns the role the user had before.
 *
 * The acting admin's role was read before the transaction; another admin may have demoted them
 * since. So every admin row (and the target's) is locked first and the actor is checked again
 * under the lock: two admins demoting each other at once leave exactly one admin.
 */
export async function changeUserRole(tx: DbOrTx, input: ChangeUserRoleInput, actor: Actor) {
  const locked = await tx
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(or(eq(profiles.role, 'admin'), eq(profiles.id, input.userId)))
    .orderBy(profiles.id)
    .for('update');
  const admins = locked.filter((row) => row.role === 'admin');
  if (!admins.some((row) => row.id === actor.id)) throw new AppError('forbidden', messages.access.adminRequired);
  const target = locked.find((row) => row.id === input.userId);
  if (!target) throw new AppError('not_found', 'User not found');
  const adminsAfter = admins.filter((row) => row.id !== target.id).length + (input.role === 'admin' ? 1 : 0);
  if (adminsAfter === 0) throw new AppError('conflict', messages.admin.lastAdmin);
  const [updated] = await tx
    .update(profiles)
    .set({ role: input.role })
    .where(eq(profiles.id, input.userId))
    .returning({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role });
  return { user: updated!, previousRole: target.role };
}
