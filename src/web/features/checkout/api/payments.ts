import type { SandboxPayWay } from '../../../../shared/schemas/checkout.ts';
import { api, call } from '../../../lib/api.ts';

const param = (reference: string) => ({ param: { reference } });

/** POST /api/payments/:reference/verify: the server asks the provider; the browser is never believed. */
export const verifyPayment = (reference: string, transactionId?: string) =>
  call(api.payments[':reference'].verify.$post({ ...param(reference), json: transactionId ? { transactionId } : {} }));

/**
 * POST /api/payments/:reference/cancel: the shopper closed or cancelled the payment. The server asks
 * the provider first: cancelled, still pending with a transfer on its way (`waiting`), completed,
 * or refund_pending; 503 when the provider could not be asked (nothing changed).
 */
export const cancelPayment = (reference: string) => call(api.payments[':reference'].cancel.$post(param(reference)));

/** POST /api/payments/sandbox/:reference/pay: the sandbox popup's Pay (by card, by transfer, or ₦100 short). */
export const paySandbox = (reference: string, way: SandboxPayWay = 'card') =>
  call(api.payments.sandbox[':reference'].pay.$post({ ...param(reference), query: { way } }));
