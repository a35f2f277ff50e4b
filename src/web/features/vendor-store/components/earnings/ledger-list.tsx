import { formatNaira } from '../../../../../shared/money.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { TrackingNumber } from '../../../../entities/order/tracking-number.tsx';
import type { LedgerEntry } from '../../api/earnings.ts';
import { cashoutRowLabel, ledgerRows, type LedgerRow } from '../../../../../shared/ledger-rows.ts';
import { messages } from '../../../../../shared/messages.ts';

/**
 * The ledger, newest first: each delivered order with its gross, the marketplace's commission and
 * the net credited (docs/product.md#commission) — or, paid on delivery, what the seller collected at
 * the door and the commission owed on it (docs/product.md#pay-on-delivery) — each return with its
 * refund and the commission given back, each cashout (and a failed one's money coming back) with
 * its request's date.
 */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState title="No earnings yet">
        When an order of yours is delivered and paid, its total less the marketplace’s commission is credited here.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" aria-label="Ledger entries">
      {ledgerRows(entries).map((row) =>
        row.kind === 'order' ? (
          row.paidOnDelivery ? (
            <DoorSaleRow key={row.id} row={row} />
          ) : (
            <OrderRow key={row.id} row={row} />
          )
        ) : row.kind === 'return' ? (
          <ReturnRow key={row.id} row={row} />
        ) : row.kind === 'promotion' ? (
          <PromotionRow key={row.id} row={row} />
        ) : (
          <CashoutRow key={row.id} row={row} />
        ),
      )}
    </ul>
  );
}

function OrderRow({ row }: { row: Extract<LedgerRow, { kind: 'order' }> }) {
  return (
    <li className="px-4 py-3" data-testid="ledger-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-stone-900">Order delivered</p>
          <p className="text-sm text-stone-600">
            Tracking {row.trackingNumber ? <TrackingNumber value={row.trackingNumber} /> : '—'}
          </p>
          <p className="text-xs text-stone-500">{formatDate(row.createdAt, { length: 'dateTime' })}</p>
          {row.pendingUntil && (
            <p className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
              Pending until {formatDate(row.pendingUntil)}
            </p>
          )}
        </div>
        <p className="shrink-0 font-semibold tabular-nums text-emerald-800">
          <span className="sr-only">Net credit </span>+{formatNaira(row.netKobo)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm tabular-nums">
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Gross</dt>
          <dd className="text-stone-900">{formatNaira(row.grossKobo)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Commission</dt>
          <dd className="text-stone-900">−{formatNaira(row.commissionKobo)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Net</dt>
          <dd className="font-medium text-stone-900">{formatNaira(row.netKobo)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Signed naira for a balance movement: "+₦1.00" or "−₦1.00" (a true minus sign). */
function signed(kobo: number) {
  return `${kobo < 0 ? '−' : '+'}${formatNaira(Math.abs(kobo))}`;
}

function RowHeading({ title, row }: { title: string; row: { trackingNumber: string | null; createdAt: string } }) {
  return (
    <>
      <p className="font-medium text-stone-900">{title}</p>
      <p className="text-sm text-stone-600">
        Tracking {row.trackingNumber ? <TrackingNumber value={row.trackingNumber} /> : '—'}
      </p>
      <p className="text-xs text-stone-500">{formatDate(row.createdAt, { length: 'dateTime' })}</p>
    </>
  );
}

/** An order paid on delivery: the seller kept what they collected; the commission comes off the balance. */
function DoorSaleRow({ row }: { row: Extract<LedgerRow, { kind: 'order' }> }) {
  return (
    <li className="px-4 py-3" data-testid="ledger-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <RowHeading title="Paid on delivery: commission owed" row={row} />
        </div>
        <p className="shrink-0 font-semibold tabular-nums text-red-800">
          <span className="sr-only">Debit </span>
          {signed(row.netKobo)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm tabular-nums">
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Collected by you</dt>
          <dd className="text-stone-900">{formatNaira(row.collectedKobo)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Commission</dt>
          <dd className="text-stone-900">−{formatNaira(row.commissionKobo)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">From balance</dt>
          <dd className="font-medium text-stone-900">{signed(row.netKobo)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** A return: the refund taken from the earnings, and the commission on it given back. */
function ReturnRow({ row }: { row: Extract<LedgerRow, { kind: 'return' }> }) {
  return (
    <li className="px-4 py-3" data-testid="ledger-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <RowHeading
            title={row.paidOnDelivery ? 'Return (you refund the customer directly)' : 'Return refunded'}
            row={row}
          />
          {row.pendingUntil && (
            <p className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
              Pending until {formatDate(row.pendingUntil)}
            </p>
          )}
        </div>
        <p className={`shrink-0 font-semibold tabular-nums ${row.netKobo < 0 ? 'text-stone-900' : 'text-emerald-800'}`}>
          <span className="sr-only">{row.netKobo < 0 ? 'Debit' : 'Credit'} </span>
          {signed(row.netKobo)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm tabular-nums">
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Refunded</dt>
          <dd className="text-stone-900">{row.refundKobo > 0 ? `−${formatNaira(row.refundKobo)}` : '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">Commission back</dt>
          <dd className="text-stone-900">+{formatNaira(row.commissionBackKobo)}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * What Oja paid of an order's Oja-coupon discount (docs/product.md#coupons): under review while an
 * admin looks at it (it cannot be cashed out), paid, or rejected (never paid).
 */
function PromotionRow({ row }: { row: Extract<LedgerRow, { kind: 'promotion' }> }) {
  return (
    <li className="px-4 py-3" data-testid="ledger-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <RowHeading title="Oja coupon discount, paid by Oja" row={row} />
          {row.status === 'under_review' && (
            <p className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
              {messages.promotions.underReview}
            </p>
          )}
          {row.status === 'rejected' && (
            <p className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-900 ring-1 ring-red-200">
              {messages.promotions.rejected}
            </p>
          )}
          {row.status === 'paid' && row.pendingUntil && (
            <p className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
              Pending until {formatDate(row.pendingUntil)}
            </p>
          )}
        </div>
        <p className="shrink-0 font-semibold tabular-nums text-emerald-800">
          <span className="sr-only">Credit </span>
          {row.status === 'rejected' ? <s>+{formatNaira(row.creditKobo)}</s> : `+${formatNaira(row.creditKobo)}`}
        </p>
      </div>
    </li>
  );
}

function CashoutRow({ row }: { row: Extract<LedgerRow, { kind: 'cashout' }> }) {
  const returned = row.reason === 'cashout_returned';
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3" data-testid="ledger-entry">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{cashoutRowLabel(row)}</p>
        <p className="text-sm text-stone-600">
          Requested {row.cashoutRequestedAt ? formatDate(row.cashoutRequestedAt) : '—'}
        </p>
        <p className="text-xs text-stone-500">{formatDate(row.createdAt, { length: 'dateTime' })}</p>
      </div>
      <p className={`shrink-0 font-semibold tabular-nums ${returned ? 'text-emerald-800' : 'text-stone-900'}`}>
        <span className="sr-only">{returned ? 'Credit' : 'Debit'} </span>
        {returned ? '+' : '−'}
        {formatNaira(Math.abs(row.amountKobo))}
      </p>
    </li>
  );
}
