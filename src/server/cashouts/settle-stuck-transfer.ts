import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, cashoutTransfers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { transferReferenceOf } from './record-cashout-transfer.ts';

/**
 * A transfer stuck where no provider answer will move it (decision 0018): abandoned (no OTP came
 * in time), or not sent / not confirmed (the provider unreachable, or unable to say whether it took
 * it). Only these may be settled by an admin.
 */
const stuck = or(
  eq(cashoutTransfers.status, 'abandoned'),
  and(
    inArray(cashoutTransfers.status, ['recorded', 'sending']),
    inArray(cashoutTransfers.providerStatus, ['unconfirmed', 'unreachable']),
  ),
);

/**
 * An admin settles a stuck transfer, in one conditional statement (a second click is a 409):
 * `paid` (they saw it paid on the provider's dashboard) makes it success; `returned` (nothing was
 * sent) makes it failed. The cashout's side is the caller's, in the same transaction.
 */
export async function closeStuckTransfer(db: DbOrTx, cashoutId: string, outcome: 'paid' | 'returned') {
  const [row] = await db
    .update(cashoutTransfers)
    .set({
      status: outcome === 'paid' ? 'success' : 'failed',
      providerStatus: outcome === 'paid' ? 'paid_by_admin' : 'not_sent_by_admin',
      shortfallKobo: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cashoutTransfers.cashoutRequestId, cashoutId), stuck))
    .returning();
  if (!row) throw new AppError('conflict', messages.cashouts.notStuck);
  return row;
}

/**
 * An admin sends a stuck transfer again, in one conditional statement. One never sent (still
 * `recorded`) keeps its reference. One that may have reached the provider and was abandoned, or
 * that the admin found absent from the provider's dashboard, starts a new attempt with a new
 * reference (cashout-<id>-<attempt>): Paystack will not process an abandoned reference again.
 */
export async function restartStuckTransfer(db: DbOrTx, cashoutId: string) {
  const [row] = await db
    .update(cashoutTransfers)
    .set({
      attempt: sql`case when ${cashoutTransfers.status} = 'recorded' then ${cashoutTransfers.attempt} else ${cashoutTransfers.attempt} + 1 end`,
      reference: sql`case when ${cashoutTransfers.status} = 'recorded' then ${cashoutTransfers.reference}
        else ${transferReferenceOf(cashoutId)} || '-' || (${cashoutTransfers.attempt} + 1)::text end`,
      providerTransferId: sql`case when ${cashoutTransfers.status} = 'recorded' then ${cashoutTransfers.providerTransferId} else null end`,
      status: 'recorded',
      providerStatus: null,
      providerMessage: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cashoutTransfers.cashoutRequestId, cashoutId), stuck))
    .returning();
  if (!row) throw new AppError('conflict', messages.cashouts.notStuck);
  return row;
}

/**
 * The admin's note on the cashout: what they saw and did. Settling it closes its Needs attention
 * entry; sending it again does not (should the new attempt fail, the failure is listed anew).
 */
export async function noteAttention(db: DbOrTx, cashoutId: string, note: string, close: boolean): Promise<void> {
  await db
    .update(cashoutRequests)
    .set({ attentionNote: note, ...(close ? { attentionClosedAt: sql`now()` } : {}) })
    .where(eq(cashoutRequests.id, cashoutId));
}
