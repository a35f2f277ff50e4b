import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, profiles } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { formatNaira } from '../../shared/money.ts';
import { hasPayoutAccount, payoutAccountColumns } from './payout-account.ts';
import { readAvailableBalance } from './read-available-balance.ts';

/**
 * A vendor (or an admin) asks to be paid part of their balance. Decision 0016: money asked for is
 * held, so pending requests together never exceed the balance. Two requests at once would both see
 * the same free amount, so the vendor's profile row is locked first (`for update`): requests of one
 * vendor queue behind each other, and each reads the balance and the pending sum after the last
 * one committed. Approvals lock the same row when they debit it. A seller without a complete bank
 * account on their profile (one made through the role dropdown, say) is refused first: 409. So is a
 * seller whose balance is below zero (they owe commission on sales paid on delivery): nothing is
 * cashed out until later sales cover it. The commission of their orders still due at the door is
 * kept back (decision 0019): asking for it is a 409 naming it and what can be cashed out.
 */
export async function requestCashout(db: DbOrTx, input: { amountKobo: number }, actor: Actor) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select(payoutAccountColumns)
      .from(profiles)
      .where(eq(profiles.id, actor.id))
      .for('update');
    // Money asked for must have somewhere to go.
    if (!profile || !hasPayoutAccount(profile)) throw new AppError('conflict', messages.cashouts.bankDetailsMissing);
    // A separate statement, so it sees every request committed before the lock was granted.
    const { availableKobo, owedKobo, reservedKobo } = await readAvailableBalance(tx, actor.id);
    if (owedKobo > 0) throw new AppError('conflict', messages.cashouts.owedNoCashout(formatNaira(owedKobo)));
    // Within the balance but not beyond what is kept for commission due at the door: say so.
    if (reservedKobo > 0 && input.amountKobo > availableKobo && input.amountKobo <= availableKobo + reservedKobo) {
      throw new AppError(
        'conflict',
        messages.cashouts.commissionReserved(formatNaira(reservedKobo), formatNaira(availableKobo)),
      );
    }
    if (!(input.amountKobo > 0) || input.amountKobo > availableKobo) {
      throw new AppError('invalid_input', messages.cashouts.invalidAmount, {
        amountKobo: messages.cashouts.invalidAmount,
      });
    }
    const [created] = await tx
      .insert(cashoutRequests)
      .values({ vendorId: actor.id, amountKobo: input.amountKobo })
      .returning();
    return toCashout(created!);
  });
}

export function toCashout(row: typeof cashoutRequests.$inferSelect) {
  return {
    id: row.id,
    amountKobo: row.amountKobo,
    status: row.status,
    adminNotes: row.adminNotes,
    /** Why its bank transfer failed (the money is back in the balance); null otherwise. */
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
