import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { bankLists, jobs } from '../../db/schema.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { ProviderUnavailableError } from '../../payments/providers/payment-provider.ts';
import { claimBankListRefresh } from '../../banks/claim-bank-list-refresh.ts';
import { readPayoutBanks } from '../../banks/read-payout-banks.ts';
import { storeBankList } from '../../banks/store-bank-list.ts';
import { listProfilesOffBankList } from '../../profiles/list-profiles-off-bank-list.ts';
import { moveBankToList } from '../../profiles/move-bank-to-list.ts';
import { sameBankOn } from '../../../shared/bank-names.ts';

/** The payout provider's bank list is fetched again (refreshBankList). */
export const refreshBankListJob = defineJob('refresh-bank-list', z.object({}));

export const BANK_LIST_REFRESH_SECONDS = 24 * 60 * 60;
/** A provider that could not be reached is asked again sooner than the daily run. */
export const BANK_LIST_RETRY_SECONDS = 60 * 60;
/** A list asked for this recently is not asked for again by a second run (another process, a restart). */
const CLAIM_MINUTES = 50;

/**
 * The daily refresh of the payout provider's bank list (decision 0032): its bank endpoint is read
 * whole and kept, replacing the last list in one transaction, and the next run is queued a day
 * later. A provider that cannot be reached (or answers nonsense, or an empty list) changes nothing:
 * the last list kept stays in use, or, on a first start with none, the built-in table, which the
 * log says; it is asked again in an hour. The sandbox's list is the built-in table: nothing to fetch.
 * After a list is kept, sellers whose bank is from another list are moved to it by name.
 */
export async function refreshBankList(deps: Deps): Promise<void> {
  const provider = deps.payments.payouts;
  if (provider?.id !== 'paystack' && provider?.id !== 'flutterwave') return;
  if (!(await claimBankListRefresh(deps.db, provider.id, CLAIM_MINUTES))) return;
  let banks;
  try {
    banks = await provider.listBanks();
    if (banks.length === 0) throw new ProviderUnavailableError(`${provider.id} listed no banks`);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const kept = await readPayoutBanks(deps.db, provider.id);
    if (kept.list === 'builtin') {
      deps.logger.warn(
        { err: error, provider: provider.id },
        'no bank list from the payout provider yet: sellers choose from the built-in bank table until it can be fetched',
      );
    } else {
      deps.logger.warn({ err: error, provider: provider.id }, 'bank list not refreshed: the last one kept is used');
    }
    await enqueueJob(deps.db, refreshBankListJob, {}, { runAfterSeconds: BANK_LIST_RETRY_SECONDS });
    return;
  }
  await deps.db.transaction(async (tx) => {
    await storeBankList(tx, provider.id as 'paystack' | 'flutterwave', banks);
    await enqueueJob(tx, refreshBankListJob, {}, { runAfterSeconds: BANK_LIST_REFRESH_SECONDS });
  });
  deps.logger.info({ provider: provider.id, banks: banks.length }, 'bank list refreshed');
  await moveSellersToPayoutBankList(deps);
}

/**
 * Sellers whose bank code is from another list than the payout provider's (the built-in table,
 * or the other provider's) get the same bank's code on it when the names match one bank; the rest
 * keep theirs and are asked on their payout page to choose again (decision 0032).
 */
export async function moveSellersToPayoutBankList(
  deps: Pick<Deps, 'db' | 'payments' | 'logger'>,
): Promise<{ moved: number; toChoose: number }> {
  const target = await readPayoutBanks(deps.db, deps.payments.payouts?.id);
  let moved = 0;
  let toChoose = 0;
  for (const profile of await listProfilesOffBankList(deps.db, target.list)) {
    const from = { list: profile.bankList ?? 'builtin', code: profile.bankCode!, name: profile.bankName ?? '' };
    const same = sameBankOn(from, target);
    if (!same) {
      toChoose++;
      continue;
    }
    const to = { ...same, list: target.list };
    if (
      await moveBankToList(deps.db, { profileId: profile.id, from: { code: from.code, list: profile.bankList }, to })
    ) {
      moved++;
    }
  }
  if (moved + toChoose > 0) {
    deps.logger.info({ list: target.list, moved, toChoose }, 'sellers’ banks moved to the payout provider’s list');
  }
  return { moved, toChoose };
}

/**
 * On start-up: the refresh is queued unless one already waits, at once when the payout provider's
 * list is empty or a day old, else when it turns a day old. Later runs queue themselves. A payout
 * provider changed since the last start whose list is kept already gets its sellers moved now.
 */
export async function startBankListRefresh(deps: Deps): Promise<void> {
  const provider = deps.payments.payouts;
  if (provider?.id !== 'paystack' && provider?.id !== 'flutterwave') return;
  const [waiting] = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, refreshBankListJob.kind), eq(jobs.status, 'pending')))
    .limit(1);
  if (waiting) return;
  const [kept] = await deps.db
    .select({ refreshedAt: bankLists.refreshedAt })
    .from(bankLists)
    .where(eq(bankLists.provider, provider.id));
  const due = kept?.refreshedAt ? new Date(kept.refreshedAt.getTime() + BANK_LIST_REFRESH_SECONDS * 1000) : undefined;
  const empty = (await readPayoutBanks(deps.db, provider.id)).list === 'builtin';
  if (empty || !due || due <= new Date()) {
    if (empty) deps.logger.info({ provider: provider.id }, 'no bank list kept yet: fetching it now');
    await enqueueJob(deps.db, refreshBankListJob, {});
  } else {
    await enqueueJob(deps.db, refreshBankListJob, {}, { runAt: due });
  }
  if (!empty) await moveSellersToPayoutBankList(deps);
}

export const refreshBankListJobHandler = handleJob(refreshBankListJob, (deps: Deps) => refreshBankList(deps));
