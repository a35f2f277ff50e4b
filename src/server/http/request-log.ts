import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/** Gives each request an id (echoed as X-Request-Id) and logs one line when it ends. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = randomUUID();
  const log = c.var.deps.logger.child({ requestId });
  c.set('requestId', requestId);
  c.set('log', log);
  const started = performance.now();
  await next();
  c.header('X-Request-Id', requestId);
  log.info(
    { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    'request',
  );
});
