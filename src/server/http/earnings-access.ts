import { createMiddleware } from 'hono/factory';
import { hasEarnings } from '../db/has-earnings.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { currentActor } from './guards.ts';
import { messages } from '../../shared/messages.ts';

/**
 * The role half of authorisation for one's own earnings, cashouts and payout account: sellers
 * (vendors, admins), and a customer with earnings of their own — a former seller. Anyone else
 * signed in is a 403 as before, with the sellers' words.
 */
export const requireSellerOrEarner = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const actor = currentActor(c);
    if (actor.role === 'customer' && !(await hasEarnings(c.var.deps.db, actor.id))) {
      throw new AppError('forbidden', messages.access.vendorRequired);
    }
    await next();
  });
