import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { BankList } from '../../shared/constants.ts';

/**
 * A seller's bank, found by name on the payout provider's list, takes that list's code and name
 * (decision 0032). Conditional on the profile still holding the code it was matched from, so a
 * seller who saves new details meanwhile keeps theirs. Returns whether it moved.
 */
export async function moveBankToList(
  db: DbOrTx,
  input: {
    profileId: string;
    from: { code: string; list: BankList | null };
    to: { code: string; name: string; list: BankList };
  },
): Promise<boolean> {
  const moved = await db
    .update(profiles)
    .set({ bankCode: input.to.code, bankName: input.to.name, bankList: input.to.list })
    .where(
      and(
        eq(profiles.id, input.profileId),
        eq(profiles.bankCode, input.from.code),
        sql`${profiles.bankList} is not distinct from ${input.from.list}`,
      ),
    )
    .returning({ id: profiles.id });
  return moved.length > 0;
}
