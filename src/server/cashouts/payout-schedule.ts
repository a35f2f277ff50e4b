import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { payoutSchedule } from '../db/schema.ts';

export type PayoutSchedule = { enabled: boolean; minimumKobo: number; lastRunAt: string | null };

const DEFAULT: PayoutSchedule = { enabled: false, minimumKobo: 500_000, lastRunAt: null };

/** Whether automatic weekly payouts are on, and from what balance (decision 0018); off until an admin turns them on. */
export async function readPayoutSchedule(db: DbOrTx): Promise<PayoutSchedule> {
  const [row] = await db.select().from(payoutSchedule);
  if (!row) return DEFAULT;
  return { enabled: row.enabled, minimumKobo: row.minimumKobo, lastRunAt: row.lastRunAt?.toISOString() ?? null };
}

/**
 * An admin turns automatic weekly payouts on or off, or changes the minimum; call it in the
 * transaction that schedules the first run. Returns the schedule and whether this call turned it on.
 */
export async function updatePayoutSchedule(tx: DbOrTx, input: { enabled: boolean; minimumKobo: number }) {
  const before = await tx.select({ enabled: payoutSchedule.enabled }).from(payoutSchedule).for('update');
  const wasOn = before[0]?.enabled ?? false;
  await tx
    .insert(payoutSchedule)
    .values({ id: 1, enabled: input.enabled, minimumKobo: input.minimumKobo })
    .onConflictDoUpdate({
      target: payoutSchedule.id,
      set: { enabled: input.enabled, minimumKobo: input.minimumKobo, updatedAt: sql`now()` },
    });
  return { schedule: await readPayoutSchedule(tx), turnedOn: input.enabled && !wasOn };
}

/**
 * Claims this week's run: one conditional statement, so of two runs due together (the schedule
 * turned off and on again) only one pays, and a run at most every six days.
 */
export async function claimWeeklyPayoutRun(db: DbOrTx): Promise<{ minimumKobo: number } | undefined> {
  const [claimed] = await db
    .update(payoutSchedule)
    .set({ lastRunAt: sql`now()` })
    .where(
      and(
        sql`${payoutSchedule.enabled}`,
        or(isNull(payoutSchedule.lastRunAt), lt(payoutSchedule.lastRunAt, sql`now() - interval '6 days'`)),
      ),
    )
    .returning({ minimumKobo: payoutSchedule.minimumKobo });
  return claimed;
}
