import type { ReactNode } from 'react';
import { formatNaira } from '../../../../shared/money.ts';
import { useSession } from '../../../lib/session-query.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PackageIcon, UserIcon, WalletIcon, CartIcon } from '../../../components/ui/icons.tsx';
import { useAdminOverview } from '../api/get-overview.ts';
import { adminUiMessages as ui } from '../messages.ts';
import { AdminDailyCommission, AdminDailySales } from './admin-daily-sales.tsx';

const numberFormat = new Intl.NumberFormat('en-NG');

/**
 * Overview (docs/product.md#admin-dashboard): five totals (products, orders, users, revenue and the
 * commission earned, docs/product.md#commission) and a welcome text, then the last 30 days of
 * completed sales and of commission as lazily loaded charts side by side, and the commission per
 * order as a CSV.
 */
export function AdminOverviewTab() {
  const { user } = useSession();
  const overview = useAdminOverview();
  const totals = overview.data;
  const show = (value: (t: NonNullable<typeof totals>) => string) => (totals ? value(totals) : '…');

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="admin-welcome"
        className="rounded-2xl border border-emerald-100 bg-gradient-to-br from-emerald-50 to-white p-5 sm:p-6"
      >
        <h2 id="admin-welcome" className="text-xl font-semibold text-stone-900">
          {ui.welcome(user?.fullName ?? 'admin')}
        </h2>
        <p className="mt-1 max-w-prose text-stone-600">{ui.welcomeBody}</p>
      </section>
      {overview.isError ? (
        <FormAlert tone="error">{overview.error.message}</FormAlert>
      ) : (
        <section aria-labelledby="admin-totals" aria-busy={overview.isPending || undefined}>
          <h2 id="admin-totals" className="sr-only">
            Marketplace totals
          </h2>
          {/*
            Below sm each total is a row, its figure beside the label or, when it does not fit, on the
            next line; from sm they are cards, the amounts wider than the counts (6 then 12 columns),
            so a ten-figure naira amount stays on one line.
          */}
          <dl className="grid gap-2 sm:grid-cols-6 sm:gap-4 xl:grid-cols-12">
            <Stat
              label="Total Products"
              icon={<PackageIcon size={20} />}
              value={show((t) => numberFormat.format(t.products))}
            />
            <Stat
              label="Total Orders"
              icon={<CartIcon size={20} />}
              value={show((t) => numberFormat.format(t.orders))}
            />
            <Stat label="Total Users" icon={<UserIcon size={20} />} value={show((t) => numberFormat.format(t.users))} />
            <Stat
              label="Total Revenue"
              icon={<WalletIcon size={20} />}
              value={show((t) => formatNaira(t.revenueKobo))}
              wide
            />
            <Stat
              label="Commission Earned"
              icon={<WalletIcon size={20} />}
              value={show((t) => formatNaira(t.commissionKobo))}
              note={
                totals && totals.platformCouponsKobo !== 0
                  ? `${formatNaira(totals.commissionTakenKobo)} commission less ${formatNaira(totals.platformCouponsKobo)} Oja coupons paid to sellers`
                  : undefined
              }
              wide
            />
            {/* What payouts cost the marketplace at the provider: its own cost, never the sellers'. */}
            <Stat
              label="Transfer Fees Paid"
              icon={<WalletIcon size={20} />}
              value={show((t) => formatNaira(t.transferFeesKobo))}
              wide
            />
          </dl>
        </section>
      )}
      {totals ? (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <AdminDailySales days={totals.daily} />
          <AdminDailyCommission days={totals.daily} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <p className="max-w-prose text-sm text-stone-600">
          The commission of every delivered order: its gross, the commission and what the seller kept; the commission
          given back on returns, and what Oja coupons cost, each a row of its own.
        </p>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a
          href="/api/admin/commission.csv"
          download
          className="inline-flex h-11 shrink-0 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:h-9"
        >
          Download commission CSV
        </a>
      </div>
    </div>
  );
}

/** One total: a row on a phone, a card from sm; `wide` for amounts, which need more room than counts. */
function Stat({
  label,
  value,
  icon,
  note,
  wide = false,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  /** What makes the figure, when it is not plain (the commission net of Oja coupons). */
  note?: string;
  wide?: boolean;
}) {
  return (
    <div
      className={
        'flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-stone-200 bg-white px-4 py-3 ' +
        'sm:block sm:p-5 ' +
        (wide ? 'sm:col-span-3' : 'sm:col-span-2')
      }
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-emerald-50 text-emerald-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ml-auto break-words text-lg font-bold tabular-nums text-stone-900 sm:mt-3 sm:ml-0 sm:text-xl md:text-2xl">
        {value}
      </dd>
      {note && <dd className="w-full text-xs text-stone-600 sm:mt-1">{note}</dd>}
    </div>
  );
}
