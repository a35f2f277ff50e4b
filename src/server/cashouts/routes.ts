import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { requireSellerOrEarner } from '../http/earnings-access.ts';
import { auditStamp } from '../http/audit-stamp.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import {
  cashoutListQuerySchema,
  cashoutRequestInputSchema,
  payoutScheduleInputSchema,
} from '../../shared/schemas/cashout.ts';
import { readPayoutSchedule } from './payout-schedule.ts';
import { changePayoutSchedule } from '../workflows/run-weekly-payouts/run-weekly-payouts.ts';
import { requestCashout } from './request-cashout.ts';
import { listOwnCashouts } from './list-own-cashouts.ts';
import { listCashoutRequests } from './list-cashout-requests.ts';
import { rejectCashout } from './reject-cashout.ts';
import { readEarnings } from '../workflows/read-earnings/read-earnings.ts';
import { approveCashout } from '../workflows/approve-cashout/approve-cashout.ts';
import { exportEarnings } from '../workflows/export-earnings/export-earnings.ts';
import { listPayoutAttention } from './list-payout-attention.ts';
import { closePayoutAttention } from './close-payout-attention.ts';
import { finalizeCashoutTransfer } from '../workflows/finalize-cashout-transfer/finalize-cashout-transfer.ts';
import { resendTransferOtp } from '../workflows/resend-transfer-otp/resend-transfer-otp.ts';
import { settleStuckPayout } from '../workflows/settle-stuck-payout/settle-stuck-payout.ts';
import { auditedAction } from '../workflows/audited-action/audited-action.ts';
import { messages } from '../../shared/messages.ts';
import { settleStuckPayoutInputSchema, transferOtpInputSchema } from '../../shared/schemas/cashout.ts';

const closeAttentionInput = z.object({
  note: z
    .string({ error: messages.paymentIssues.noteRequired })
    .trim()
    .min(1, messages.paymentIssues.noteRequired)
    .max(500, 'Must be at most 500 characters'),
});

/**
 * /api/cashouts: a vendor's (or an admin's) own earnings and cashouts — and a former seller's, made
 * a customer with earnings of their own (docs/product.md#role-changes). No path names anyone, so
 * every call is about the caller's own balance.
 */
export const cashoutRoutes = new Hono<AppEnv>()
  .use(requireSellerOrEarner())
  .get('/', async (c) => c.json({ cashouts: await listOwnCashouts(c.var.deps.db, currentActor(c)) }))
  .post('/', validateJson(cashoutRequestInputSchema), async (c) =>
    c.json(
      {
        cashout: await requestCashout(c.var.deps.db, c.req.valid('json'), currentActor(c)),
      },
      201,
    ),
  )
  .get('/earnings', async (c) => c.json(await readEarnings(c.var.deps.db, currentActor(c))))
  // The ledger with each order's gross, commission and net (docs/product.md#commission), for the books.
  .get('/earnings.csv', async (c) => {
    const csv = await exportEarnings(c.var.deps.db, currentActor(c));
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="oja-earnings-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    // A byte-order mark, so Excel reads ₦ and accented names as UTF-8.
    return c.body(`\uFEFF${csv}`);
  });

/** /api/admin/cashouts: every request, and the decisions. */
export const adminCashoutRoutes = new Hono<AppEnv>()
  .use(requireRole(['admin']))
  .get('/cashouts', validateQuery(cashoutListQuerySchema), async (c) =>
    c.json(await listCashoutRequests(c.var.deps.db, c.req.valid('query'))),
  )
  // Payouts that need a person: failed ones, and those waiting on an OTP or unconfirmed (decision 0018).
  .get('/cashouts/attention', async (c) => c.json({ payouts: await listPayoutAttention(c.var.deps.db) }))
  // Automatic weekly payouts: off until an admin turns them on (decision 0018).
  .get('/cashouts/schedule', async (c) => c.json({ schedule: await readPayoutSchedule(c.var.deps.db) }))
  .put('/cashouts/schedule', validateJson(payoutScheduleInputSchema), async (c) =>
    c.json({ schedule: await changePayoutSchedule(c.var.deps, c.req.valid('json'), auditStamp(c)) }),
  )
  // Approving sends the money: the request is processing until its bank transfer ends (decision 0018).
  .post('/cashouts/:id/approve', validateParams(uuidParams('id', 'Cashout')), async (c) =>
    c.json({ cashout: await approveCashout(c.var.deps, c.req.valid('param').id, { stamp: auditStamp(c) }) }),
  )
  .post(
    '/cashouts/:id/close-attention',
    validateParams(uuidParams('id', 'Cashout')),
    validateJson(closeAttentionInput),
    async (c) => {
      await closePayoutAttention(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').note);
      return c.json({ closed: true });
    },
  )
  .post('/cashouts/:id/reject', validateParams(uuidParams('id', 'Cashout')), async (c) =>
    c.json({
      cashout: await auditedAction(c.var.deps.db, auditStamp(c), async (tx) => {
        const result = await rejectCashout(tx, c.req.valid('param').id);
        return {
          result,
          audit: {
            kind: 'cashout_rejected',
            subjectType: 'cashout',
            subjectId: result.id,
            before: { status: 'pending' },
            after: { status: result.status, amountKobo: result.amountKobo },
          },
        };
      }),
    }),
  )
  // The OTP the payout provider sent for a transfer waiting for one (decision 0018).
  .post(
    '/cashouts/:id/transfer/otp',
    validateParams(uuidParams('id', 'Cashout')),
    validateJson(transferOtpInputSchema),
    async (c) =>
      c.json(
        await finalizeCashoutTransfer(c.var.deps, c.req.valid('param').id, c.req.valid('json').otp, auditStamp(c)),
      ),
  )
  .post('/cashouts/:id/transfer/resend-otp', validateParams(uuidParams('id', 'Cashout')), async (c) => {
    await resendTransferOtp(c.var.deps, c.req.valid('param').id);
    return c.json({ resent: true });
  })
  // A stuck transfer (abandoned, unconfirmed, not sent): paid, not sent (money back), or send again.
  .post(
    '/cashouts/:id/transfer/settle',
    validateParams(uuidParams('id', 'Cashout')),
    validateJson(settleStuckPayoutInputSchema),
    async (c) =>
      c.json({
        cashout: await settleStuckPayout(c.var.deps, c.req.valid('param').id, c.req.valid('json'), auditStamp(c)),
      }),
  );
