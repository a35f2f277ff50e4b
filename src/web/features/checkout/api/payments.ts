import { api, call } from '../../../lib/api.ts';

const param = (reference: string) => ({ param: { reference } });

/** POST /api/payments/:reference/verify: the server asks the provider; the browser is never believed. */
export const verifyPayment = (reference: string, transactionId?: string) =>
  call(api.payments[':reference'].verify.$post({ ...param(reference), json: transactionId ? { transactionId } : {} }));

/** POST /api/payments/:reference/cancel: the popup was closed; the orders are cancelled and stock returns. */
export const cancelPayment = (reference: string) => call(api.payments[':reference'].cancel.$post(param(reference)));

/** GET /api/payments/:reference: polled while a payment is still being confirmed. */
export const getPayment = (reference: string) => call(api.payments[':reference'].$get(param(reference)));

/** POST /api/payments/sandbox/:reference/pay: the sandbox's Pay button. */
export const paySandbox = (reference: string) => call(api.payments.sandbox[':reference'].pay.$post(param(reference)));
