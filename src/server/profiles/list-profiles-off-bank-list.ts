import { and, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { BankList } from '../../shared/constants.ts';

/** Profiles whose bank code is from another list than `list` (null is the built-in table), for mapping by name. */
export async function listProfilesOffBankList(db: DbOrTx, list: BankList) {
  return db
    .select({ id: profiles.id, bankCode: profiles.bankCode, bankName: profiles.bankName, bankList: profiles.bankList })
    .from(profiles)
    .where(and(isNotNull(profiles.bankCode), sql`coalesce(${profiles.bankList}, 'builtin') <> ${list}`));
}
