import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireUser } from '../http/guards.ts';
import { validateJson, validateParams, validateQuery } from '../http/validate.ts';
import { clientIp } from '../http/client-ip.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { PAYMENT_PROVIDERS } from '../../shared/constants.ts';
import {
  paymentReferenceParams,
  sandboxPayQuerySchema,
  verifyPaymentInputSchema,
} from '../../shared/schemas/checkout.ts';
import { ownPayment, paymentView, readOwnPayment } from './read-own-payment.ts';
import { payWithSandbox } from './pay-with-sandbox.ts';
import { webhookSourceAllowed } from './webhook-source.ts';
import { settlePayment } from '../workflows/settle-payment/settle-payment.ts';
import { cancelCheckoutAsShopper } from '../workflows/settle-or-cancel/settle-or-cancel.ts';
import { findOpenCheckout } from './find-payment.ts';
import { findShortPayment } from './find-short-payment.ts';
import { receiveWebhook } from '../workflows/receive-webhook/receive-webhook.ts';

const providerParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS, { error: 'Unknown payment provider' }) });

/** /api/payments: a payer's own payment (404 for anyone else's), and the providers' webhooks. */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/webhooks/:provider', validateParams(providerParams), async (c) => {
    const { deps } = c.var;
    const provider = c.req.valid('param').provider;
    if (!webhookSourceAllowed(provider, clientIp(c), { paystack: deps.config.payments.paystackWebhookIps })) {
      c.var.log.warn({ provider, ip: clientIp(c) }, 'webhook from an address not on the allow-list refused');
      throw new AppError('forbidden', 'Webhook source not allowed');
    }
    const outcome = await receiveWebhook(deps, provider, await c.req.text(), c.req.raw.headers);
    if (outcome === 'forged') {
      c.var.log.warn({ provider, ip: c.req.header('x-forwarded-for') }, 'webhook with a bad signature refused');
      throw new AppError('unauthenticated', 'Invalid signature');
    }
    if (outcome === 'unknown-provider') throw new AppError('not_found', messages.http.notFound);
    return c.json({ received: true });
  })
  .get('/open', requireUser(), async (c) => {
    const open = await findOpenCheckout(c.var.deps.db, currentActor(c));
    return c.json({ payment: open ? await paymentView(c.var.deps.db, open) : null });
  })
  .get('/:reference', requireUser(), validateParams(paymentReferenceParams), async (c) =>
    c.json(await readOwnPayment(c.var.deps.db, c.req.valid('param').reference, currentActor(c))),
  )
  .post(
    '/:reference/verify',
    requireUser(),
    validateParams(paymentReferenceParams),
    validateJson(verifyPaymentInputSchema),
    async (c) => {
      const { db } = c.var.deps;
      const payment = await ownPayment(db, c.req.valid('param').reference, currentActor(c));
      await settlePayment(c.var.deps, payment.reference, { transactionId: c.req.valid('json').transactionId });
      return c.json(await readOwnPayment(db, payment.reference, currentActor(c)));
    },
  )
  .post('/:reference/cancel', requireUser(), validateParams(paymentReferenceParams), async (c) => {
    const { db } = c.var.deps;
    const payment = await ownPayment(db, c.req.valid('param').reference, currentActor(c));
    if (payment.status === 'completed') throw new AppError('conflict', messages.checkout.alreadyPaid);
    if (payment.status !== 'pending' && payment.status !== 'cancelled') {
      throw new AppError('conflict', messages.checkout.notCancellable);
    }
    if (payment.status === 'pending' && (await findShortPayment(db, payment.id)))
      throw new AppError('conflict', messages.checkout.shortPaymentWaits);
    // The provider is asked first: paid settles, a transfer on its way keeps waiting (docs/product.md#payments).
    await cancelCheckoutAsShopper(c.var.deps, payment.id);
    return c.json(await paymentView(db, await ownPayment(db, payment.reference, currentActor(c))));
  })
  .post(
    '/sandbox/:reference/pay',
    requireUser(),
    validateParams(paymentReferenceParams),
    validateQuery(sandboxPayQuerySchema),
    async (c) => {
      const { deps } = c.var;
      const result = await payWithSandbox(
        deps.db,
        deps.payments.sandbox,
        {
          reference: c.req.valid('param').reference,
          way: c.req.valid('query').way,
          transferSeconds: deps.config.payments.sandboxTransferSeconds,
        },
        currentActor(c),
      );
      return c.json(result);
    },
  );
