import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../actor.ts';
import type { DbOrTx } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { isShortPaid } from './find-short-payment.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

export async function findPaymentById(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(payments).where(eq(payments.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The checkout a retried request (same Idempotency-Key from the same shopper) already made. */
export async function findPaymentByIdempotencyKey(db: DbOrTx, customerId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)));
  return row;
}

/**
 * The shopper's newest checkout still waiting for its payment (the checkout page offers it first).
 * One paid short waits for an admin, not for the shopper, so it is not offered.
 */
export async function findOpenCheckout(db: DbOrTx, actor: Actor): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, actor.id), eq(payments.status, 'pending'), sql`not ${isShortPaid}`))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}
