import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { readDeliveryFees } from './read-delivery-fees.ts';

/** /api/delivery-fees: public, so checkout can total a state's fee without a round trip per change. */
export const deliveryFeeRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await readDeliveryFees(c.var.deps.db)),
);
