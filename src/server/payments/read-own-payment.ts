import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import type { PaymentView } from '../../shared/checkout.ts';
import { findPaymentByReference, type PaymentRow } from './find-payment.ts';
import { paymentStep } from './read-checkout.ts';
import { findShortPayment } from './find-short-payment.ts';

/** A payment its payer may act on; anyone else's answers like a missing one (404). */
export async function ownPayment(db: DbOrTx, reference: string, actor: Actor): Promise<PaymentRow> {
  const payment = await findPaymentByReference(db, reference);
  if (!payment || payment.customerId !== actor.id) throw new AppError('not_found', messages.checkout.paymentNotFound);
  return payment;
}

export async function paymentView(db: DbOrTx, payment: PaymentRow): Promise<PaymentView> {
  const rows = await db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.paymentId, payment.id))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  // Paid short, it waits for an admin: nothing to pay again, no transfer to wait for.
  const short = payment.status === 'pending' ? await findShortPayment(db, payment.id) : null;
  return {
    reference: payment.reference,
    provider: payment.provider,
    paymentMethod: payment.paymentMethod,
    amountKobo: payment.amountKobo,
    status: payment.status,
    waiting: payment.status === 'pending' && !short && payment.providerOutcome === 'pending',
    next: payment.status === 'pending' && !short ? paymentStep(payment) : null,
    short,
    createdAt: payment.createdAt.toISOString(),
    orders: rows,
  };
}

export async function readOwnPayment(db: DbOrTx, reference: string, actor: Actor): Promise<PaymentView> {
  return paymentView(db, await ownPayment(db, reference, actor));
}
