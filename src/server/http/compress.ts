import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

const gzipOrDeflate = compress();

/**
 * Hono's compress, with `Vary: Accept-Encoding` set before the handler runs. Hono's adds it after
 * `next()` with `c.header()`, which copies every finished response (its body becoming a stream),
 * even one sent uncompressed; set up front it is already there and nothing is copied. A request
 * that accepts no encoding is answered as it is: Hono's would read half a dozen of the response's
 * headers only to find nothing to do.
 */
export const compressResponses = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('accept-encoding') === undefined) return next();
  await gzipOrDeflate(c, next);
});
