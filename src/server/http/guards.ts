import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { AppEnv } from './context.ts';
import { messages } from '../../shared/messages.ts';
import type { Role } from '../../shared/constants.ts';

/** Reads the session cookie through better-auth and loads the profile (role included) fresh each request. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, db } = c.var.deps;
  c.set('user', null);
  if (c.req.header('cookie')) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true } });
    if (session) {
      const [profile] = await db
        .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, session.user.id));
      if (profile) c.set('user', profile);
    }
  }
  await next();
});

/** Public catalog reads: the same for everyone, so they never look the session up (docs/decisions/0012). */
const PUBLIC_CATALOG = '/api/catalog/';

/**
 * loadSession for every API route but the public catalog reads, where `user` is null whoever
 * asks: a signed-in shopper's catalog read then costs what an anonymous one does.
 */
export const loadSessionUnlessCatalog = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.startsWith(PUBLIC_CATALOG)) {
    c.set('user', null);
    return next();
  }
  return loadSession(c, next);
});

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
