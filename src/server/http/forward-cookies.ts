import type { Context } from 'hono';

/** Copies Set-Cookie headers from better-auth's response onto ours. */
export function forwardSetCookies(c: Context, from: Headers): void {
  for (const cookie of from.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}
