import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/** The caller's IP: the first X-Forwarded-For hop behind a trusted proxy, else the socket address. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}
