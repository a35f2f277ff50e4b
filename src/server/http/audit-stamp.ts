import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { currentActor } from './guards.ts';
import { clientIp } from './client-ip.ts';

/** Who is acting and from which address, for the audit trail (decision 0042). */
export function auditStamp(c: Context<AppEnv>) {
  const actor = currentActor(c);
  return { actor: { id: actor.id, email: actor.email, fullName: actor.fullName }, ip: clientIp(c) };
}
