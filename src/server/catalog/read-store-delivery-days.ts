import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { storeDeliveryDays } from '../db/schema.ts';
import { isNigerianState, type StoreDeliveryDays } from '../../shared/delivery-days.ts';

/** The row of a store's usual days: every state without days of its own. */
export const USUAL_DAYS_STATE = '*';

type DayRow = { state: string; minDays: number; maxDays: number };

/** A store's rows as the API speaks them: the usual days and each state's own. */
export function deliveryDaysFromRows(rows: readonly DayRow[]): StoreDeliveryDays {
  const days: StoreDeliveryDays = { defaultDays: null, states: {} };
  for (const { state, minDays, maxDays } of rows) {
    if (state === USUAL_DAYS_STATE) days.defaultDays = { minDays, maxDays };
    else if (isNigerianState(state)) days.states[state] = { minDays, maxDays };
  }
  return days;
}

/** A store's delivery days (docs/product.md#delivery-estimates); none set reads as no days. */
export async function readStoreDeliveryDays(db: DbOrTx, storeId: string): Promise<StoreDeliveryDays> {
  const rows = await db
    .select({ state: storeDeliveryDays.state, minDays: storeDeliveryDays.minDays, maxDays: storeDeliveryDays.maxDays })
    .from(storeDeliveryDays)
    .where(eq(storeDeliveryDays.storeId, storeId))
    .orderBy(asc(storeDeliveryDays.state));
  return deliveryDaysFromRows(rows);
}
