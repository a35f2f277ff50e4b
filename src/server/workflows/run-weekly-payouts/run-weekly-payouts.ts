import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { claimWeeklyPayoutRun, readPayoutSchedule, updatePayoutSchedule } from '../../cashouts/payout-schedule.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { listSellersDueForPayout, requestAutomaticCashout } from '../../cashouts/request-automatic-cashout.ts';
import { approveCashout } from '../approve-cashout/approve-cashout.ts';
import { messages } from '../../../shared/messages.ts';

/** The weekly payout run (runWeeklyPayouts). */
export const weeklyPayoutsJob = defineJob('weekly-payouts', z.object({}));

/**
 * The next Monday 08:00 in Lagos (07:00 UTC; Nigeria keeps no summer time) after `now`. A moment,
 * not a number of seconds from now: the database's clock and this process's may differ a little.
 */
export function nextMondayMorning(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(7, 0, 0, 0);
  const daysAhead = (8 - next.getUTCDay()) % 7;
  next.setUTCDate(next.getUTCDate() + daysAhead);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 7);
  return next;
}

/**
 * An admin changes automatic weekly payouts (decision 0018). Turning them on schedules the first
 * run, next Monday morning, in the same transaction as the setting and its audit row (decision 0042).
 */
export async function changePayoutSchedule(
  deps: Pick<Deps, 'db'>,
  input: { enabled: boolean; minimumKobo: number },
  stamp: AuditStamp,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { enabled, minimumKobo } = await readPayoutSchedule(tx);
    const { schedule, turnedOn } = await updatePayoutSchedule(tx, input);
    if (turnedOn) await enqueueJob(tx, weeklyPayoutsJob, {}, { runAt: nextMondayMorning(now) });
    await recordAuditEvent(tx, stamp, {
      kind: 'payout_schedule_set',
      subjectType: 'setting',
      subjectId: 'payout_schedule',
      before: { enabled, minimumKobo },
      after: { enabled: schedule.enabled, minimumKobo: schedule.minimumKobo },
    });
    return schedule;
  });
}

/**
 * The weekly run: when automatic payouts are on and no run happened in six days, each seller whose
 * available balance reaches the minimum has it all asked for and approved, exactly as an admin's
 * Approve does (debit, recorded transfer, send job). Then the next run is scheduled for the next Monday morning.
 * Turned off, the run ends and schedules nothing.
 */
export async function runWeeklyPayouts(deps: Deps): Promise<void> {
  const claimed = await claimWeeklyPayoutRun(deps.db);
  if (!claimed) return;
  for (const vendorId of await listSellersDueForPayout(deps.db, claimed.minimumKobo)) {
    const cashout = await requestAutomaticCashout(deps.db, vendorId, claimed.minimumKobo);
    if (!cashout) continue;
    try {
      await approveCashout(deps, cashout.id, { notes: messages.cashouts.automaticNotes });
    } catch (error) {
      // Left pending for an admin (no provider, or the balance moved): the run goes on.
      if (!(error instanceof AppError)) throw error;
      deps.logger.warn({ err: error, cashoutId: cashout.id }, 'automatic payout left pending');
    }
  }
  await enqueueJob(deps.db, weeklyPayoutsJob, {}, { runAt: nextMondayMorning(new Date()) });
}

export const weeklyPayoutsJobHandler = handleJob(weeklyPayoutsJob, (deps: Deps) => runWeeklyPayouts(deps));
