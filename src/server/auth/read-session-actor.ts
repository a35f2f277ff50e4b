import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { profiles, sessions, users } from '../db/schema.ts';
import type { Actor } from '../actor.ts';

export type SessionActor = Actor & { expiresAt: Date };

/**
 * The signed-in actor behind a session token, in one statement: the session, its user and the
 * profile (role included, read fresh each request so a role change applies at once). better-auth's
 * own read takes three (session, user, then our profile); every signed-in request pays for this one.
 * Expiry is the caller's to judge, so that an expired or stale session can be handed to better-auth.
 */
export async function readSessionActor(db: DbOrTx, token: string): Promise<SessionActor | null> {
  const [row] = await prepared(db, 'read_session_actor', (d) =>
    d
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        role: profiles.role,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(profiles, eq(profiles.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare('read_session_actor'),
  ).execute({ token });
  return row ?? null;
}
