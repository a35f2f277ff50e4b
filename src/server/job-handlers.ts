import type { Deps } from './deps.ts';
import type { JobHandler } from './jobs/define-job.ts';
import { passwordResetJobHandler } from './auth/send-password-reset.ts';
import { orderMailJobHandler } from './orders/send-order-mail.ts';
import { vendorDecisionMailJobHandler } from './vendor-requests/send-vendor-decision-mail.ts';
import { cashoutDecisionMailJobHandler } from './cashouts/cashout-decision-mail.ts';
import { bankDetailsMailJobHandler } from './profiles/bank-details-mail.ts';
import { sandboxTransferArrivesJobHandler } from './payments/pay-with-sandbox.ts';
import { deliverSandboxWebhookJobHandler } from './workflows/receive-webhook/receive-webhook.ts';
import {
  settleFromWebhookJobHandler,
  expireCheckoutJobHandler,
} from './workflows/settle-or-cancel/settle-or-cancel.ts';
import { refundPaymentJobHandler } from './workflows/settle-payment/settle-payment.ts';
import { refundOrderJobHandler } from './workflows/refund-order/refund-order.ts';
import {
  checkRefundsJobHandler,
  sendRefundJobHandler,
  sweepRefundsJobHandler,
} from './workflows/send-refund/send-refund.ts';
import {
  checkCashoutTransferJobHandler,
  sendCashoutTransferJobHandler,
  sendWaitingPayoutsJobHandler,
} from './workflows/pay-cashout/pay-cashout.ts';
import { weeklyPayoutsJobHandler } from './workflows/run-weekly-payouts/run-weekly-payouts.ts';
import { refreshBankListJobHandler } from './workflows/refresh-bank-list/refresh-bank-list.ts';
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
  sweepRefundsJobHandler,
  // Payouts
  sendCashoutTransferJobHandler,
  checkCashoutTransferJobHandler,
  sendWaitingPayoutsJobHandler,
  weeklyPayoutsJobHandler,
  refreshBankListJobHandler,
  // Earnings
  releaseHeldEarningsJobHandler,
  returnMailJobHandler,
  // The sandbox provider
  deliverSandboxWebhookJobHandler,
  sandboxTransferArrivesJobHandler,
];
