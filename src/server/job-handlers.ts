import type { Deps } from './deps.ts';
import type { JobHandler } from './jobs/define-job.ts';
import { passwordResetJobHandler } from './auth/send-password-reset.ts';
import { orderMailJobHandler } from './orders/send-order-mail.ts';
import { vendorDecisionMailJobHandler } from './vendor-requests/send-vendor-decision-mail.ts';
import { cashoutDecisionMailJobHandler } from './cashouts/cashout-decision-mail.ts';
import { bankDetailsMailJobHandler } from './profiles/bank-details-mail.ts';
import { sandboxTransferArrivesJobHandler } from './payments/pay-with-sandbox.ts';
import { deliverSandboxWebhookJobHandler } from './workflows/receive-webhook.ts';
import { settleFromWebhookJobHandler, expireCheckoutJobHandler } from './workflows/settle-or-cancel.ts';
import { refundPaymentJobHandler } from './workflows/settle-payment.ts';
import { refundOrderJobHandler } from './workflows/change-order-status.ts';
import { checkRefundsJobHandler, sendRefundJobHandler } from './workflows/send-refund.ts';
import { checkCashoutTransferJobHandler, sendCashoutTransferJobHandler } from './workflows/pay-cashout.ts';
import { weeklyPayoutsJobHandler } from './workflows/run-weekly-payouts.ts';
import { releaseHeldEarningsJobHandler } from './ledger/release-held-earnings.ts';
import { returnMailJobHandler } from './returns/send-return-mail.ts';

/**
 * Every kind of background job and who does it. Each kind (defineJob) and its handler (handleJob)
 * are declared beside the use case or workflow that does the work; this list hands them to the
 * runner, which itself knows no domain. job-handlers.test.ts fails on a kind defined but not listed.
 */
export const jobHandlers: readonly JobHandler<Deps>[] = [
  // Mail
  passwordResetJobHandler,
  orderMailJobHandler,
  vendorDecisionMailJobHandler,
  cashoutDecisionMailJobHandler,
  bankDetailsMailJobHandler,
  // Payments
  expireCheckoutJobHandler,
  settleFromWebhookJobHandler,
  refundPaymentJobHandler,
  refundOrderJobHandler,
  sendRefundJobHandler,
  checkRefundsJobHandler,
  // Payouts
  sendCashoutTransferJobHandler,
  checkCashoutTransferJobHandler,
  weeklyPayoutsJobHandler,
  // Earnings
  releaseHeldEarningsJobHandler,
  returnMailJobHandler,
  // The sandbox provider
  deliverSandboxWebhookJobHandler,
  sandboxTransferArrivesJobHandler,
];
