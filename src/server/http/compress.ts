import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

const gzipOrDeflate = compress();

/**
 * Hono's compress, with `Vary: Accept-Encoding` set before the handler runs. Hono's adds it after
 * `next()` with `c.header()`, which copies every finished response (its body becoming a stream),
 * even one sent uncompressed; set up front it is already there and nothing is copied.
 */
export const compressResponses = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Vary', 'Accept-Encoding');
  await gzipOrDeflate(c, next);
});
