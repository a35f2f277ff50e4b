import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { orderItems } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { findReturnForDecision } from '../../returns/read-returns.ts';
import { markReturnReceived, type ReturnRequestRow } from '../../returns/return-requests.ts';
import { returnStock } from '../../catalog/return-stock.ts';
import { recordTracking } from '../../orders/record-tracking.ts';

/**
 * The vendor has an accepted return's goods back (docs/product.md#returns): their units go back to
 * stock, once (the conditional update on received_at decides).
 */
export async function receiveReturnedItems(
  deps: Pick<Deps, 'db'>,
  returnId: string,
  actor: Actor,
): Promise<ReturnRequestRow> {
  return deps.db.transaction(async (tx) => {
    const request = await findReturnForDecision(tx, returnId);
    if (!request || (actor.role !== 'admin' && request.ownerId !== actor.id)) {
      throw new AppError('not_found', messages.returns.notFound);
    }
    if (request.status !== 'accepted') throw new AppError('conflict', messages.returns.notAccepted);
    const row = await markReturnReceived(tx, returnId);
    if (!row) throw new AppError('conflict', messages.returns.alreadyReceived);
    const ids = row.items.map((i) => i.orderItemId);
    const products = await tx
      .select({ id: orderItems.id, productId: orderItems.productId, variantId: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.id, ids));
    await returnStock(
      tx,
      row.items.map((i) => ({
        productId: products.find((p) => p.id === i.orderItemId)?.productId ?? null,
        variantId: products.find((p) => p.id === i.orderItemId)?.variantId ?? null,
        quantity: i.quantity,
      })),
    );
    await recordTracking(tx, [request.orderId], {
      status: messages.returns.trackingReceived,
      notes: 'The store has your returned items',
    });
    return row;
  });
}
