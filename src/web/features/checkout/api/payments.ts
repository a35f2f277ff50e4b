import type { PaymentView } from '../../../../shared/checkout.ts';
import { requestJson } from './request-json.ts';

const base = (reference: string) => `/payments/${encodeURIComponent(reference)}`;

/** POST /api/payments/:reference/verify: the server asks the provider; the browser is never believed. */
export const verifyPayment = (reference: string, transactionId?: string) =>
  requestJson<PaymentView>('POST', `${base(reference)}/verify`, transactionId ? { transactionId } : {});

/** POST /api/payments/:reference/cancel: the popup was closed; the orders are cancelled and stock returns. */
export const cancelPayment = (reference: string) => requestJson<PaymentView>('POST', `${base(reference)}/cancel`, {});

/** GET /api/payments/:reference: polled while a payment is still being confirmed. */
export const getPayment = (reference: string) => requestJson<PaymentView>('GET', base(reference));

/** POST /api/payments/sandbox/:reference/pay: the sandbox's Pay button. */
export const paySandbox = (reference: string) =>
  requestJson<{ transactionId: string }>('POST', `/payments/sandbox/${encodeURIComponent(reference)}/pay`, {});
