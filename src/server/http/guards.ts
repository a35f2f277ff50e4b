import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { AppEnv } from './context.ts';
import { messages } from '../../shared/messages.ts';
import type { Role } from '../../shared/constants.ts';

/** The signed-in caller; routes behind requireUser or requireRole always have one. */
export function currentActor(c: { var: AppEnv['Variables'] }): Actor {
  const user = c.var.user;
  if (!user) throw new AppError('unauthenticated', messages.access.signInRequired);
  return user;
}

/** 401 when signed out, with the route's own words when the product has some. */
export const requireUser = (signedOutMessage: string = messages.access.signInRequired) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user) throw new AppError('unauthenticated', signedOutMessage);
    await next();
  });

/**
 * The role half of authorisation (ownership is the use case's half): 401 when signed out, 403 with
 * `deniedMessage` when the caller's role is not among `roles`.
 */
export const requireRole = (roles: readonly Role[], deniedMessage?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const actor = currentActor(c);
    if (!roles.includes(actor.role)) {
      const fallback = roles.includes('vendor') ? messages.access.vendorRequired : messages.access.adminRequired;
      throw new AppError('forbidden', deniedMessage ?? fallback);
    }
    await next();
  });
