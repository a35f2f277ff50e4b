import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import type { Logger } from './logger.ts';
import { createAuth, type PasswordHasher } from './auth/better-auth.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { passwordResetMail } from './mail/templates.ts';
import { createStorage, type Storage } from './uploads/storage.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createHmac } from 'node:crypto';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './auth/send-password-reset.ts';
// Vendor applications.
import { sendVendorDecisionMail, VENDOR_DECISION_MAIL_JOB } from './vendor-requests/send-vendor-decision-mail.ts';
import { createEventHub } from './events/event-hub.ts';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from './payments/providers/sandbox.ts';
import { paymentProviders } from './payments/providers/payment-providers.ts';
import { createPaystackProvider } from './payments/providers/paystack.ts';
import { createFlutterwaveProvider } from './payments/providers/flutterwave.ts';
import {
  arriveSandboxTransfer,
  DELIVER_SANDBOX_WEBHOOK_JOB,
  SANDBOX_TRANSFER_ARRIVES_JOB,
} from './payments/pay-with-sandbox.ts';
import { EXPIRE_CHECKOUT_JOB } from './workflows/place-order.ts';
import { confirmFromWebhook, expireCheckout } from './workflows/settle-or-cancel.ts';
import { CHECK_REFUNDS_JOB, checkRefunds, SEND_REFUND_JOB, sendRefund } from './workflows/send-refund.ts';
import { CONFIRM_PAYMENT_JOB, REFUND_PAYMENT_JOB, refundPayment } from './workflows/confirm-payment.ts';
import { receiveWebhook } from './workflows/receive-webhook.ts';
import { ORDER_MAIL_JOB } from './orders/queue-order-mail.ts';
import { sendOrderMail } from './orders/send-order-mail.ts';
import { REFUND_ORDER_JOB, refundOrder } from './workflows/change-order-status.ts';
// Earnings and cashouts.
import { CASHOUT_DECISION_MAIL_JOB, sendCashoutDecisionMail } from './cashouts/cashout-decision-mail.ts';
import { BANK_DETAILS_MAIL_JOB, sendBankDetailsMail } from './profiles/bank-details-mail.ts';

/** Wires the request-time dependencies around an open database. */
export async function buildDeps(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: { mailer?: Mailer; storage?: Storage; passwordHasher?: PasswordHasher } = {},
): Promise<Deps> {
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const storage = overrides.storage ?? createStorage(config);
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    logger,
    sendResetLink: (to, link) => mailer.send(passwordResetMail(to, link)),
    passwordHasher: overrides.passwordHasher,
  });
  const deps: Deps = {
    db: database.db,
    config,
    logger,
    mailer,
    storage,
    auth,
    jobs: undefined as unknown as JobRunner,
    payments: paymentProviders({
      sandbox: createSandboxProvider({
        db: database.db,
        // Without its own secret the sandbox signs with one derived from the instance's auth secret.
        secret:
          config.payments.sandboxWebhookSecret ?? createHmac('sha256', secret).update('sandbox-webhook').digest('hex'),
      }),
      sandboxAllowed: config.payments.sandbox,
      paystack: config.payments.paystack && createPaystackProvider(config.payments.paystack),
      flutterwave: config.payments.flutterwave && createFlutterwaveProvider(config.payments.flutterwave),
      whatsappNumber: config.payments.whatsappNumber,
    }),
    events: createEventHub(database.listen, logger),
  };
  // Every kind of background job and the use case that does it; the runner itself knows no domain.
  deps.jobs = createJobRunner({
    db: database.db,
    logger,
    handlers: {
      [PASSWORD_RESET_JOB]: (payload) => sendPasswordReset(deps, { email: String(payload.email) }),
      [EXPIRE_CHECKOUT_JOB]: (payload) =>
        expireCheckout(deps, String(payload.paymentId), typeof payload.attempt === 'number' ? payload.attempt : 0),
      [SEND_REFUND_JOB]: (payload) => sendRefund(deps, String(payload.refundId)),
      [CHECK_REFUNDS_JOB]: (payload) =>
        checkRefunds(deps, {
          paymentId: typeof payload.paymentId === 'string' ? payload.paymentId : undefined,
          reference: typeof payload.reference === 'string' ? payload.reference : undefined,
        }),
      [CONFIRM_PAYMENT_JOB]: (payload) =>
        confirmFromWebhook(deps, {
          reference: String(payload.reference),
          transactionId: typeof payload.transactionId === 'string' ? payload.transactionId : undefined,
          attempt: typeof payload.attempt === 'number' ? payload.attempt : 0,
        }),
      [ORDER_MAIL_JOB]: (payload) =>
        sendOrderMail(deps, {
          orderId: String(payload.orderId),
          status: String(payload.status),
          notes: String(payload.notes ?? ''),
          location: typeof payload.location === 'string' ? payload.location : null,
        }),
      [REFUND_PAYMENT_JOB]: (payload) => refundPayment(deps, String(payload.paymentId)),
      [REFUND_ORDER_JOB]: (payload) => refundOrder(deps, String(payload.orderId)),
      // Vendor applications.
      [VENDOR_DECISION_MAIL_JOB]: (payload) => sendVendorDecisionMail(deps, { requestId: String(payload.requestId) }),
      [DELIVER_SANDBOX_WEBHOOK_JOB]: async (payload) => {
        const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: String(payload.signature) });
        await receiveWebhook(deps, 'sandbox', String(payload.body), headers);
      },
      [SANDBOX_TRANSFER_ARRIVES_JOB]: (payload) =>
        arriveSandboxTransfer(deps.db, deps.payments.sandbox, String(payload.reference)),
      // Earnings and cashouts.
      [CASHOUT_DECISION_MAIL_JOB]: (payload) => sendCashoutDecisionMail(deps, { cashoutId: String(payload.cashoutId) }),
      // Bank details.
      [BANK_DETAILS_MAIL_JOB]: (payload) =>
        sendBankDetailsMail(deps, {
          userId: String(payload.userId),
          bankName: String(payload.bankName),
          accountEnding: String(payload.accountEnding),
          accountName: String(payload.accountName),
          changedAt: String(payload.changedAt),
        }),
    },
  });
  return deps;
}
