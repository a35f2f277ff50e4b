import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { paymentIssues } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { findPaymentIssue } from './list-payment-issues.ts';

/** An admin closes an issue with a note saying what was done; once (a second close is a 409). */
export async function resolvePaymentIssue(db: DbOrTx, issueId: string, note: string, actor: Actor): Promise<void> {
  const [moved] = await db
    .update(paymentIssues)
    .set({ status: 'resolved', resolutionNote: note, resolvedBy: actor.id, resolvedAt: sql`now()` })
    .where(and(eq(paymentIssues.id, issueId), eq(paymentIssues.status, 'open')))
    .returning({ id: paymentIssues.id });
  if (moved) return;
  if (!(await findPaymentIssue(db, issueId))) throw new AppError('not_found', messages.paymentIssues.notFound);
  throw new AppError('conflict', messages.paymentIssues.alreadyResolved);
}
