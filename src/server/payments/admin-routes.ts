import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { messages } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';
import { listPaymentIssues } from './list-payment-issues.ts';
import { resolvePaymentIssue } from './resolve-payment-issue.ts';
import {
  markRefusedRefundPaid,
  refundPaymentIssue,
  retryPaymentIssue,
  retryRefundToAccount,
  sendRefusedRefundAgain,
} from '../workflows/act-on-payment-issue/act-on-payment-issue.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { acceptShortPayment } from '../workflows/accept-short-payment/accept-short-payment.ts';
import { refundToAccountInputSchema } from '../../shared/schemas/refund-retry.ts';

const listQuery = z.object({ status: z.enum(['open', 'resolved']).default('open') });
const resolveInput = z.object({
  note: z
    .string({ error: messages.paymentIssues.noteRequired })
    .trim()
    .min(1, messages.paymentIssues.noteRequired)
    .max(500, 'Must be at most 500 characters'),
});
const issueParams = uuidParams('issueId', 'Payment issue');

async function viewOf(db: Parameters<typeof listPaymentIssues>[0], id: string) {
  const [view] = await listPaymentIssues(db, { id });
  if (!view) throw new AppError('not_found', messages.paymentIssues.notFound);
  return view;
}

/** /api/admin/payment-issues: the "Needs attention" list and what an admin does about each. */
export const adminPaymentIssueRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/', validateQuery(listQuery), async (c) =>
    c.json({ issues: await listPaymentIssues(c.var.deps.db, c.req.valid('query')) }),
  )
  .post('/:issueId/retry', validateParams(issueParams), async (c) => {
    const id = c.req.valid('param').issueId;
    await retryPaymentIssue(c.var.deps, id, currentActor(c));
    return c.json(await viewOf(c.var.deps.db, id));
  })
  .post('/:issueId/refund', validateParams(issueParams), async (c) => {
    const id = c.req.valid('param').issueId;
    await refundPaymentIssue(c.var.deps, id, auditStamp(c));
    return c.json(await viewOf(c.var.deps.db, id));
  })
  .post(
    '/:issueId/refund-to-account',
    validateParams(issueParams),
    validateJson(refundToAccountInputSchema),
    async (c) => {
      const id = c.req.valid('param').issueId;
      await retryRefundToAccount(c.var.deps, id, c.req.valid('json'), auditStamp(c));
      return c.json(await viewOf(c.var.deps.db, id));
    },
  )
  .post('/:issueId/send-refund-again', validateParams(issueParams), async (c) => {
    const id = c.req.valid('param').issueId;
    await sendRefusedRefundAgain(c.var.deps, id, currentActor(c), auditStamp(c));
    return c.json(await viewOf(c.var.deps.db, id));
  })
  .post('/:issueId/mark-refunded', validateParams(issueParams), validateJson(resolveInput), async (c) => {
    const id = c.req.valid('param').issueId;
    await markRefusedRefundPaid(c.var.deps, id, c.req.valid('json').note, currentActor(c), auditStamp(c));
    return c.json(await viewOf(c.var.deps.db, id));
  })
  .post('/:issueId/accept', validateParams(issueParams), validateJson(resolveInput), async (c) => {
    const id = c.req.valid('param').issueId;
    await acceptShortPayment(c.var.deps, id, c.req.valid('json').note, currentActor(c), auditStamp(c));
    return c.json(await viewOf(c.var.deps.db, id));
  })
  .post('/:issueId/resolve', validateParams(issueParams), validateJson(resolveInput), async (c) => {
    const id = c.req.valid('param').issueId;
    const { note } = c.req.valid('json');
    await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
      const result = await resolvePaymentIssue(tx, id, note, currentActor(c));
      return {
        result,
        audit: {
          kind: 'payment_issue_resolved',
          subjectType: 'payment_issue',
          subjectId: id,
          before: { status: 'open' },
          after: { status: 'resolved', note },
        },
      };
    });
    return c.json(await viewOf(c.var.deps.db, id));
  });
