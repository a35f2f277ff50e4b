import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { changeUserRole, type ChangeUserRoleInput } from '../../profiles/change-user-role.ts';
import { countOpenOrdersOfOwner } from '../../orders/count-open-orders-of-owner.ts';
import { countActiveStoresOfOwner, deactivateStoresOfOwner } from '../../catalog/deactivate-stores-of-owner.ts';
import { readMoneyHeld } from '../../cashouts/read-money-held.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { messages } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/constants.ts';

/** The roles that sell (docs/product.md#roles: admins hold vendor abilities). */
const sells = (role: Role) => role === 'vendor' || role === 'admin';

/**
 * An admin sets a user's role, in one transaction. A seller made a customer can no longer fulfil
 * (docs/product.md#role-changes), so their stores are deactivated in the same change and they stop selling at
 * once. Their open orders (not yet delivered or cancelled) stay, for an admin to fulfil or cancel;
 * when there are any, the admin must confirm with their number (`confirmOpenOrders`, as the
 * confirmation showed it), else a 409 names it and nothing changes.
 *
 * Why deactivate rather than refuse while orders are open: a refused demotion leaves the store
 * selling, so new orders keep arriving and the count may never reach zero, and an urgent demotion
 * (fraud, a closed business) must not wait on fulfilment. Admins can move any order themselves.
 * The change is one row of the audit trail (decision 0042), in the same transaction.
 */
export async function setUserRole(
  db: Db,
  input: ChangeUserRoleInput & { confirmOpenOrders?: number | undefined },
  actor: Actor,
  stamp: AuditStamp,
) {
  return db.transaction(async (tx) => {
    const { user, previousRole } = await changeUserRole(tx, input, actor);
    const result = await demoteSeller(tx, user, previousRole, input.confirmOpenOrders);
    await recordAuditEvent(tx, stamp, {
      kind: 'role_changed',
      subjectType: 'user',
      subjectId: user.id,
      before: { role: previousRole },
      after: { role: user.role, storesDeactivated: result.storesDeactivated },
    });
    return result;
  });
}

/** A seller made a customer stops selling: their stores are deactivated once the open orders are confirmed. */
async function demoteSeller<U extends { id: string; role: Role; fullName: string; email: string }>(
  tx: DbOrTx,
  user: U,
  previousRole: Role,
  confirmOpenOrders: number | undefined,
) {
  if (!sells(previousRole) || sells(user.role)) return { user, storesDeactivated: 0, openOrders: 0 };
  const openOrders = await countOpenOrdersOfOwner(tx, user.id);
  if (openOrders > 0 && confirmOpenOrders !== openOrders)
    throw new AppError('conflict', messages.admin.demotionNeedsConfirmation(user.fullName || user.email, openOrders));
  const storesDeactivated = await deactivateStoresOfOwner(tx, user.id);
  return { user, storesDeactivated, openOrders };
}

/**
 * What making this seller a customer would do now: the confirmation shows it before the change —
 * their stores, their open orders, and the money they hold, which stays theirs: a former seller
 * still reads their earnings and cashes out from their account (docs/product.md#role-changes).
 */
export async function readDemotion(db: DbOrTx, userId: string) {
  const [activeStores, openOrders, money] = await Promise.all([
    countActiveStoresOfOwner(db, userId),
    countOpenOrdersOfOwner(db, userId),
    readMoneyHeld(db, userId),
  ]);
  return { activeStores, openOrders, money };
}
