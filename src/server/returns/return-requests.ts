import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { returnRequests, type ReturnPhoto } from '../db/schema.ts';
import type { ReturnReason, ReturnStatus } from '../../shared/constants.ts';

export type ReturnRequestRow = typeof returnRequests.$inferSelect;

/**
 * Writes a customer's return request (docs/product.md#returns). One open request per order (a
 * unique index): a second one at the same moment writes nothing and returns undefined.
 */
export async function insertReturnRequest(
  db: DbOrTx,
  input: {
    orderId: string;
    customerId: string;
    reason: ReturnReason;
    comment: string;
    items: { orderItemId: string; quantity: number }[];
    itemsKobo: number;
    photos: ReturnPhoto[];
  },
): Promise<ReturnRequestRow | undefined> {
  const [row] = await db.insert(returnRequests).values(input).onConflictDoNothing().returning();
  return row;
}

/**
 * Moves a request from one of `from` to `to`, once: the conditional update is the whole decision,
 * so a double click or two deciders at once change it once. Returns the row if this call moved it.
 */
export async function changeReturnStatus(
  db: DbOrTx,
  id: string,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  fields: { refundKobo?: number; declineReason?: string; decidedBy?: string } = {},
): Promise<ReturnRequestRow | undefined> {
  const decided = to === 'accepted' || to === 'declined' || to === 'rejected';
  const [row] = await db
    .update(returnRequests)
    .set({
      status: to,
      ...fields,
      ...(decided ? { decidedAt: sql`now()` } : {}),
      ...(to === 'escalated' ? { escalatedAt: sql`now()` } : {}),
    })
    .where(and(eq(returnRequests.id, id), inArray(returnRequests.status, [...from])))
    .returning();
  return row;
}

/** Names the refund an accepted request made. */
export async function linkReturnRefund(db: DbOrTx, id: string, refundId: string) {
  await db.update(returnRequests).set({ refundId }).where(eq(returnRequests.id, id));
}

/** The vendor has the goods back: once per accepted request; returns the row if this call marked it. */
export async function markReturnReceived(db: DbOrTx, id: string): Promise<ReturnRequestRow | undefined> {
  const [row] = await db
    .update(returnRequests)
    .set({ receivedAt: sql`now()` })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'accepted'), isNull(returnRequests.receivedAt)))
    .returning();
  return row;
}
