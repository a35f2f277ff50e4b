import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { transferRecipients } from '../db/schema.ts';
import type { PaymentProvider } from '../../shared/constants.ts';

type RecipientKey = { vendorId: string; provider: PaymentProvider; bankCode: string; accountNumber: string };

/** The provider's recipient already made for this vendor's account, if any (decision 0018). */
export async function findTransferRecipient(db: DbOrTx, key: RecipientKey): Promise<string | undefined> {
  const [row] = await db
    .select({ recipientCode: transferRecipients.recipientCode })
    .from(transferRecipients)
    .where(
      and(
        eq(transferRecipients.vendorId, key.vendorId),
        eq(transferRecipients.provider, key.provider),
        eq(transferRecipients.bankCode, key.bankCode),
        eq(transferRecipients.accountNumber, key.accountNumber),
      ),
    );
  return row?.recipientCode;
}

/** Keeps a recipient the provider made, for every later cashout to the same account. The first one kept wins. */
export async function saveTransferRecipient(db: DbOrTx, key: RecipientKey, recipientCode: string): Promise<string> {
  await db
    .insert(transferRecipients)
    .values({ ...key, recipientCode })
    .onConflictDoNothing();
  return (await findTransferRecipient(db, key)) ?? recipientCode;
}
