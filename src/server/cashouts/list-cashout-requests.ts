import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, cashoutTransfers, profiles } from '../db/schema.ts';
import { CASHOUT_PAGE_SIZE } from '../../shared/schemas/cashout.ts';
import type { CashoutStatus } from '../../shared/constants.ts';
import { accountNameVerdict } from '../../shared/account-name.ts';
import { payoutAccountColumns } from './payout-account.ts';

/**
 * Admin "Cashout Requests": the count of pending requests, and a page of requests (newest first)
 * with the vendor's name, e-mail, current balance, the bank account to pay it into with the
 * holder's name the payout provider gave (docs/product.md#bank-details), and, once approved, its
 * bank transfer: where it stands at the provider and why it failed (decision 0018).
 */
export async function listCashoutRequests(db: DbOrTx, query: { page: number; status: CashoutStatus | 'all' }) {
  const where = query.status === 'all' ? undefined : eq(cashoutRequests.status, query.status);
  const [rows, [pending], [total]] = await Promise.all([
    db
      .select({
        id: cashoutRequests.id,
        vendorId: cashoutRequests.vendorId,
        vendorName: profiles.fullName,
        vendorEmail: profiles.email,
        balanceKobo: profiles.availableBalanceKobo,
        // Where to pay it (the vendor's current bank account), and whose it is at the bank.
        ...payoutAccountColumns,
        resolvedAccountName: profiles.resolvedAccountName,
        amountKobo: cashoutRequests.amountKobo,
        status: cashoutRequests.status,
        adminNotes: cashoutRequests.adminNotes,
        failureReason: cashoutRequests.failureReason,
        createdAt: cashoutRequests.createdAt,
        updatedAt: cashoutRequests.updatedAt,
        transfer: {
          provider: cashoutTransfers.provider,
          reference: cashoutTransfers.reference,
          status: cashoutTransfers.status,
          providerStatus: cashoutTransfers.providerStatus,
          providerMessage: cashoutTransfers.providerMessage,
          providerTransferId: cashoutTransfers.providerTransferId,
          feeKobo: cashoutTransfers.feeKobo,
          shortfallKobo: cashoutTransfers.shortfallKobo,
          bankName: cashoutTransfers.bankName,
          accountNumber: cashoutTransfers.accountNumber,
          accountName: cashoutTransfers.accountName,
        },
      })
      .from(cashoutRequests)
      .innerJoin(profiles, eq(profiles.id, cashoutRequests.vendorId))
      .leftJoin(cashoutTransfers, eq(cashoutTransfers.cashoutRequestId, cashoutRequests.id))
      .where(where)
      .orderBy(desc(cashoutRequests.createdAt), desc(cashoutRequests.id))
      .limit(CASHOUT_PAGE_SIZE)
      .offset((query.page - 1) * CASHOUT_PAGE_SIZE),
    db.select({ n: count() }).from(cashoutRequests).where(eq(cashoutRequests.status, 'pending')),
    db.select({ n: count() }).from(cashoutRequests).where(where),
  ]);
  return {
    pendingCount: pending?.n ?? 0,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: CASHOUT_PAGE_SIZE,
    requests: rows.map((r) => ({
      ...r,
      accountNameVerdict: accountNameVerdict(r.accountName, r.resolvedAccountName),
      transfer: r.transfer?.reference ? r.transfer : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
