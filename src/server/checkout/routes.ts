import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireUser } from '../http/guards.ts';
import { parseInput, validateJson } from '../http/validate.ts';
import { cartQuoteInputSchema, idempotencyKeySchema, placeOrderInputSchema } from '../../shared/schemas/checkout.ts';
import { messages } from '../../shared/messages.ts';
import type { PaymentSetup } from '../../shared/checkout.ts';
import { placeOrder } from '../workflows/place-order/place-order.ts';
import { quoteCart } from '../workflows/quote-cart/quote-cart.ts';

/**
 * /api/checkout. The payment methods on offer and the quote are public (the cart page refreshes
 * its lines before sign-in); placing an order needs a signed-in shopper and honours an
 * Idempotency-Key, so a double press or a retry over a flaky connection returns the first checkout
 * instead of making a second.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .get('/methods', (c) => {
    const { payments } = c.var.deps;
    return c.json({ methods: payments.methods(), testMode: payments.testMode } satisfies PaymentSetup);
  })
  .post('/quote', validateJson(cartQuoteInputSchema), async (c) =>
    c.json(await quoteCart(c.var.deps.db, c.req.valid('json'), c.var.user ? { customerId: c.var.user.id } : null)),
  )
  .post('/', requireUser(messages.checkout.signInToOrder), validateJson(placeOrderInputSchema), async (c) => {
    const header = c.req.header('idempotency-key');
    const key = header === undefined ? null : parseInput(idempotencyKeySchema, header);
    const { checkout, replayed } = await placeOrder(c.var.deps, c.req.valid('json'), currentActor(c), key);
    return c.json(checkout, replayed ? 200 : 201);
  });
