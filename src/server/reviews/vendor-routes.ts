import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireRole } from '../http/guards.ts';
import { listVendorReviews } from './list-vendor-reviews.ts';

/** /api/vendor/reviews: the reviews of the caller's own products. */
export const vendorReviewRoutes = new Hono<AppEnv>().get('/reviews', requireRole(['vendor', 'admin']), async (c) =>
  c.json({ reviews: await listVendorReviews(c.var.deps.db, currentActor(c)) }),
);
