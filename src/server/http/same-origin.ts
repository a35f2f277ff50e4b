import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the cookie-authenticated API, on top of SameSite=Lax: a state-changing request
 * whose browser says it came from another site is refused. Browsers always send Origin on such
 * requests; non-browser clients (curl, tests) send none and are judged by their session alone.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed =
      origin === undefined ||
      origin === c.var.deps.config.publicUrl ||
      (URL.canParse(origin) && new URL(origin).host === c.req.header('host'));
    if (!allowed || fetchSite === 'cross-site') {
      throw new AppError('forbidden', 'This request came from another site and was refused.');
    }
  }
  await next();
});
