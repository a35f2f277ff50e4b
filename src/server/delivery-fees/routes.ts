import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { readDeliveryFees } from './read-delivery-fees.ts';

/**
 * /api/delivery-fees: the fee table, public. The web's checkout does not total with it: its figures
 * are the server's quote for the chosen state (POST /api/checkout/quote).
 */
export const deliveryFeeRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await readDeliveryFees(c.var.deps.db)),
);
