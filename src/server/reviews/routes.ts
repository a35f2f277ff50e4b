import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { currentUser, requireUser } from '../http/guards.ts';
import { validateJson, validateParams } from '../http/validate.ts';
import { reviewInputSchema } from '../../shared/schemas/catalog.ts';
import { messages } from '../../shared/messages.ts';
import { AppError } from '../http/app-error.ts';
import { writeReview } from './service.ts';

const productIdParams = z.object({ productId: z.uuid({ error: 'Product id must be a UUID' }) });

export const reviewRoutes = new Hono<AppEnv>().post(
  '/:productId/reviews',
  async (c, next) => {
    if (!c.var.user) throw new AppError('unauthenticated', messages.reviews.signInToReview);
    await next();
  },
  requireUser,
  validateParams(productIdParams),
  validateJson(reviewInputSchema),
  async (c) => {
    const review = await writeReview(c.var.deps.db, currentUser(c).id, c.req.valid('param').productId, c.req.valid('json'));
    return c.json({ review }, 201);
  },
);
