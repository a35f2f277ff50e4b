import { createMiddleware } from 'hono/factory';
import { jsonBodyLimit } from './body-limit.ts';
import type { AppEnv } from './context.ts';

/** Methods that carry no body a handler reads. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every API answer is `Cache-Control: no-store` (set before the handler, so its response is built
 * with it). A request with a body gets the JSON body limit, except multipart uploads, whose routes
 * set their own; a GET has no body to limit, and reading `c.req.raw.body` would build the whole
 * Request object for nothing.
 */
export const apiRequest = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (BODILESS.has(c.req.method)) return next();
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return jsonBodyLimit(c, next);
  await next();
});
