import { formatNaira } from '../../../../../shared/money.ts';
import { messages } from '../../../../../shared/messages.ts';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../../components/ui/page-loading.tsx';
import { useEarnings, useOwnCashouts } from '../../api/earnings.ts';
import { CashoutRequestForm } from './cashout-request-form.tsx';
import { CashoutHistory } from './cashout-history.tsx';
import { LedgerList } from './ledger-list.tsx';
import { isComplete, PayoutAccountCard } from './payout-account-card.tsx';
import { usePayoutAccount } from '../../api/bank-details.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import type { LedgerEntry } from '../../api/earnings.ts';

/** When the earliest held entry frees, if any is held. */
function nextRelease(entries: LedgerEntry[]): string | undefined {
  return entries
    .filter((entry) => entry.pending)
    .map((entry) => entry.availableAt)
    .sort()[0];
}

const statTones = {
  plain: 'border-stone-200 bg-white',
  strong: 'border-emerald-200 bg-emerald-50',
  owed: 'border-red-200 bg-red-50',
};

function Stat({
  label,
  value,
  note,
  tone = 'plain',
}: {
  label: string;
  value: number;
  note: string;
  tone?: keyof typeof statTones;
}) {
  return (
    <div className={`rounded-2xl border p-4 ${statTones[tone]}`}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900 sm:text-2xl">
        {value < 0 ? `−${formatNaira(-value)}` : formatNaira(value)}
      </dd>
      <dd className="mt-1 text-xs text-stone-500">{note}</dd>
    </div>
  );
}

/**
 * The vendor dashboard's Earnings tab: what delivered orders hold back (docs/product.md#earnings),
 * the balance and what pending cashouts hold of it, the bank
 * account cashouts are paid to, the request form, the cashout history and the ledger
 * behind the balance (each order's gross, commission and net), with its CSV.
 */
export function EarningsPanel() {
  const earnings = useEarnings();
  const cashouts = useOwnCashouts();
  const payoutAccount = usePayoutAccount();

  if (earnings.isPending) return <PageLoading label="Loading your earnings…" />;
  if (earnings.isError) return <FormAlert tone="error">{earnings.error.message}</FormAlert>;
  const { balanceKobo, pendingKobo, heldKobo, reservedKobo, availableKobo, owedKobo, entries } = earnings.data;
  const nextFree = nextRelease(entries);

  return (
    <div className="space-y-6">
      {owedKobo > 0 && (
        // What the seller owes (commission on sales paid on delivery) is said plainly, first (decision 0016).
        <p
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          data-testid="owed-notice"
        >
          {messages.cashouts.owed(formatNaira(owedKobo))}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Pending"
          value={pendingKobo}
          note={
            nextFree
              ? `Delivered orders held until the return window closes; the next frees on ${formatDate(nextFree)}`
              : 'Delivered orders held until the return window closes'
          }
        />
        <Stat
          label="Available balance"
          value={balanceKobo}
          note={
            owedKobo > 0
              ? 'Below zero: commission you owe on sales paid on delivery, taken from your next sales'
              : 'Earned from delivered, paid orders once their hold ended, less commission and cashouts paid'
          }
          tone={owedKobo > 0 ? 'owed' : 'strong'}
        />
        <Stat label="Held for pending cashouts" value={heldKobo} note="Asked for and waiting for an admin" />
        <Stat
          label="Free to cash out"
          value={availableKobo}
          note={
            reservedKobo > 0
              ? 'Balance less pending requests and commission kept back for orders paid on delivery'
              : 'Balance less pending requests'
          }
        />
      </dl>
      {reservedKobo > 0 && (
        // Commission of orders still due at the door is kept back until they are delivered (decision 0019).
        <p
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="reserved-notice"
        >
          {messages.cashouts.reserved(formatNaira(reservedKobo))}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          {payoutAccount.isPending ? (
            <PageLoading label="Loading your bank account…" />
          ) : payoutAccount.isError ? (
            <FormAlert tone="error">{payoutAccount.error.message}</FormAlert>
          ) : (
            <PayoutAccountCard account={payoutAccount.data} />
          )}
          <CashoutRequestForm
            availableKobo={availableKobo}
            owedKobo={owedKobo}
            reservedKobo={reservedKobo}
            needsBankDetails={payoutAccount.isSuccess && !isComplete(payoutAccount.data)}
          />
          <section aria-labelledby="cashout-history-heading">
            <h3 id="cashout-history-heading" className="mb-3 text-base font-semibold text-stone-900">
              Cashout history
            </h3>
            {cashouts.isPending ? (
              <PageLoading label="Loading your cashouts…" />
            ) : cashouts.isError ? (
              <FormAlert tone="error">{cashouts.error.message}</FormAlert>
            ) : (
              <CashoutHistory cashouts={cashouts.data} />
            )}
          </section>
        </div>
        <section aria-labelledby="ledger-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 id="ledger-heading" className="text-base font-semibold text-stone-900">
              Ledger
            </h3>
            {/* A plain link: the browser downloads the file with the session cookie. */}
            <a
              href="/api/cashouts/earnings.csv"
              download
              className="inline-flex h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:h-9"
            >
              Download ledger CSV
            </a>
          </div>
          <LedgerList entries={entries} />
        </section>
      </div>
    </div>
  );
}
