import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { payoutHoldSettings, storePayoutHolds, stores } from '../db/schema.ts';
import type { PayoutHolds } from '../../shared/payout-holds.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/**
 * How long a delivered order's money is held before the seller can cash it out
 * (docs/product.md#earnings, decision 0020): the store's own hold when an admin set one, else the
 * platform's, else `fallbackDays` (PAYOUT_HOLD_DAYS) until an admin sets it.
 */
export async function readHoldDays(db: DbOrTx, storeId: string, fallbackDays: number): Promise<number> {
  const [own] = await db
    .select({ holdDays: storePayoutHolds.holdDays })
    .from(storePayoutHolds)
    .where(eq(storePayoutHolds.storeId, storeId));
  if (own) return own.holdDays;
  const [platform] = await db
    .select({ holdDays: payoutHoldSettings.holdDays })
    .from(payoutHoldSettings)
    .where(eq(payoutHoldSettings.id, 1));
  return platform?.holdDays ?? fallbackDays;
}

/** The admin's view: the platform hold and every store's own, by store name. */
export async function readPayoutHolds(db: DbOrTx, fallbackDays: number): Promise<PayoutHolds> {
  const [platform] = await db
    .select({ holdDays: payoutHoldSettings.holdDays })
    .from(payoutHoldSettings)
    .where(eq(payoutHoldSettings.id, 1));
  const storeHolds = await db
    .select({ storeId: storePayoutHolds.storeId, storeName: stores.name, holdDays: storePayoutHolds.holdDays })
    .from(storePayoutHolds)
    .innerJoin(stores, eq(stores.id, storePayoutHolds.storeId))
    .orderBy(asc(stores.name));
  // The tab's field saves whole days; a default of seconds (PAYOUT_HOLD_SECONDS, staging) shows as
  // the nearest whole days, so what it shows can be saved as it stands.
  return { holdDays: platform?.holdDays ?? Math.round(fallbackDays), stores: storeHolds };
}

/** Sets the platform hold; orders already delivered keep the date they were given. */
export async function setPlatformHold(db: DbOrTx, holdDays: number): Promise<void> {
  await db
    .insert(payoutHoldSettings)
    .values({ id: 1, holdDays })
    .onConflictDoUpdate({ target: payoutHoldSettings.id, set: { holdDays, updatedAt: sql`now()` } });
}

/** Gives a store a hold of its own, or (null) returns it to the platform's. */
export async function setStoreHold(db: DbOrTx, storeId: string, holdDays: number | null): Promise<void> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError('not_found', messages.payoutHolds.storeNotFound);
  if (holdDays === null) {
    await db.delete(storePayoutHolds).where(eq(storePayoutHolds.storeId, storeId));
    return;
  }
  await db
    .insert(storePayoutHolds)
    .values({ storeId, holdDays })
    .onConflictDoUpdate({ target: storePayoutHolds.storeId, set: { holdDays, updatedAt: sql`now()` } });
}
