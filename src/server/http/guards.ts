import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { AppEnv, SessionUser } from './context.ts';
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

export function currentUser(c: { var: AppEnv['Variables'] }): SessionUser {
  const user = c.var.user;
  if (!user) throw new AppError('unauthenticated', messages.access.signInRequired);
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
});

const deniedMessage: Record<string, string> = {
  admin: messages.access.adminRequired,
  vendor: messages.access.vendorRequired,
};

/** 401 when signed out, 403 when the role is not among `roles`. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    if (!roles.includes(user.role)) {
      const message = roles.includes('vendor') ? deniedMessage.vendor! : deniedMessage.admin!;
      throw new AppError('forbidden', message);
    }
    await next();
  });
