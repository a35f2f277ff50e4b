import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/**
 * Gives each request an id (echoed as X-Request-Id) and logs one line when it ends.
 *
 * The header goes on before the handler runs, so the handler's response is built with it:
 * `c.header()` after `next()` copies the finished Response, turning its body into a stream. A
 * response made elsewhere (better-auth's) gets it on its own headers afterwards, without a copy.
 * `c.get` rather than `c.var`: `c.var` copies every variable into a new object on each use.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = randomUUID();
  const log = c.get('deps').logger.child({ requestId });
  c.set('requestId', requestId);
  c.set('log', log);
  c.header('X-Request-Id', requestId);
  const started = performance.now();
  await next();
  const headers = c.res.headers;
  if (!headers.has('X-Request-Id')) headers.set('X-Request-Id', requestId);
  if (log.isLevelEnabled('info'))
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
});
