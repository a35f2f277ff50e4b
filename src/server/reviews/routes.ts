import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireUser } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { reviewInputSchema } from '../../shared/schemas/catalog.ts';
import { uuidParams } from '../../shared/schemas/params.ts';
import { messages } from '../../shared/messages.ts';
import { reviewProduct } from '../workflows/review-product/review-product.ts';
import { removeReview } from '../workflows/remove-review/remove-review.ts';

/**
 * /api/products/:productId/reviews: any signed-in shopper reviews a visible product, and deletes
 * their own review of it.
 */
export const reviewRoutes = new Hono<AppEnv>()
  .post(
    '/:productId/reviews',
    requireUser(messages.reviews.signInToReview),
    validateParams(uuidParams('productId', 'Product')),
    validateJson(reviewInputSchema),
    async (c) => {
      const review = await reviewProduct(
        c.var.deps.db,
        { ...c.req.valid('json'), ...c.req.valid('param') },
        currentActor(c),
      );
      return c.json({ review }, 201);
    },
  )
  .delete(
    '/:productId/reviews',
    requireUser(messages.reviews.signInToReview),
    validateParams(uuidParams('productId', 'Product')),
    async (c) => {
      await removeReview(c.var.deps.db, c.req.valid('param'), currentActor(c));
      return c.json({ ok: true });
    },
  );
