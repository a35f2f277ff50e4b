import type { DbOrTx } from '../db/client.ts';
import { toCashout } from './request-cashout.ts';
import { decideCashout } from './decide-cashout.ts';
import { queueCashoutDecisionMail } from './cashout-decision-mail.ts';

/** An admin refuses a pending cashout: "Rejected by admin"; the held money is free again. */
export async function rejectCashout(db: DbOrTx, id: string) {
  return db.transaction(async (tx) => {
    const rejected = await decideCashout(tx, id, 'rejected');
    await queueCashoutDecisionMail(tx, rejected.id);
    return toCashout(rejected);
  });
}
