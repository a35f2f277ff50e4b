import { eq } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { Auth } from './better-auth.ts';
import { readSessionActor } from './read-session-actor.ts';
import { verifiedSessionToken } from './session-cookie.ts';

/**
 * The signed-in user's profile (role included, read fresh each request) from a request's headers,
 * or null. One statement (read-session-actor.ts) for a current session: the cookie's signature is
 * checked here as better-auth checks it. A session that has expired or is due for its daily
 * extension goes through better-auth, which deletes or extends it; few requests are such.
 */
export async function readSignedInActor(deps: { auth: Auth; db: Db }, headers: Headers): Promise<Actor | null> {
  const cookieHeader = headers.get('cookie');
  if (!cookieHeader) return null;
  const context = await deps.auth.$context;
  const name = context.authCookies.sessionToken.name;
  const cookie = parse(cookieHeader, name)[name];
  const token = cookie ? verifiedSessionToken(cookie, context.secret) : null;
  const found = token ? await readSessionActor(deps.db, token) : null;
  if (!found) return null;
  const { expiresAt, ...actor } = found;
  const { expiresIn, updateAge } = context.sessionConfig;
  const now = Date.now();
  // better-auth extends a session once it is older than updateAge (expiresAt − expiresIn + updateAge ≤ now).
  const current = expiresAt.valueOf() > now && expiresAt.valueOf() - (expiresIn - updateAge) * 1000 > now;
  return current ? actor : readThroughBetterAuth(deps, headers);
}

async function readThroughBetterAuth({ auth, db }: { auth: Auth; db: Db }, headers: Headers): Promise<Actor | null> {
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) return null;
  const [profile] = await db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, session.user.id));
  return profile ?? null;
}
