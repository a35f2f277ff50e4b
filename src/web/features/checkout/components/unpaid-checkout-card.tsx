import { useId, type ReactNode, type Ref } from 'react';
import { ORDER_ID_DISPLAY_LENGTH } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { checkoutUi } from '../messages.ts';

const ui = checkoutUi.unpaid;

/**
 * A checkout placed but not paid: its total, its orders and when it was placed, with Pay now and
 * Cancel (after a confirmation); or, while the provider says a bank transfer is on its way, that
 * news instead of the buttons (paying again would pay twice, and the server would not cancel it).
 * A checkout paid short (`short`) says what was paid and that an admin decides, and has no buttons
 * either: it waits for the admin, not for the shopper.
 */
export function UnpaidCheckoutCard({
  title,
  headingLevel = 'h3',
  amountKobo,
  orderIds,
  createdAt,
  waiting,
  short = null,
  help,
  payDisabled,
  payPending,
  busy,
  payRef,
  onPay,
  onCancel,
  cancelLabel = ui.cancel,
  compact = false,
  children,
}: {
  title: string;
  headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
  amountKobo: number;
  orderIds: string[];
  createdAt: string;
  waiting: boolean;
  short?: { paidKobo: number } | null;
  /** A line under the orders saying what the shopper may do. */
  help?: ReactNode;
  payDisabled: boolean;
  payPending: boolean;
  /** Paying or leaving for the provider: Cancel waits. */
  busy: boolean;
  payRef?: Ref<HTMLButtonElement>;
  onPay: () => void;
  onCancel: () => Promise<unknown>;
  cancelLabel?: string;
  /**
   * Inside an order's card (the orders lists): smaller, and the orders named only when the
   * checkout spans several stores (the card already says which order and when).
   */
  compact?: boolean;
  /** Further actions beside Pay now and Cancel (or, while waiting, alone). */
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  const headingId = useId();
  const which = ui.orders(orderIds.map((id) => id.slice(0, ORDER_ID_DISPLAY_LENGTH)));
  const forWhich = <span className="sr-only"> for {which}</span>;
  // Nothing for the shopper to do while the money is on its way or an admin decides.
  const quiet = waiting || short !== null;
  return (
    <section
      aria-labelledby={headingId}
      data-payment-state={short ? 'short' : waiting ? 'waiting' : 'unpaid'}
      className={`border border-amber-300 bg-amber-50 ${compact ? 'rounded-lg p-3' : 'rounded-xl p-4 sm:p-5'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className={`min-w-0 font-semibold text-stone-900 ${compact ? 'text-sm' : ''}`}>
          {short ? messages.checkout.shortPaymentTitle : waiting ? messages.checkout.waitingForTransfer : title}
        </Heading>
        <p className={`font-bold tabular-nums text-stone-900 ${compact ? 'text-base' : 'text-lg'}`}>
          <span className="sr-only">{ui.total}: </span>
          {formatNaira(amountKobo)}
        </p>
      </div>
      {compact ? (
        orderIds.length > 1 && <p className="mt-1 break-words text-sm text-stone-700">{ui.paysFor(which)}</p>
      ) : (
        <p className="mt-1 break-words text-sm text-stone-700">
          {which} · Placed <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </p>
      )}
      {short ? (
        <p role="status" className="mt-2 text-sm text-stone-800">
          {messages.checkout.shortPaymentNotes(formatNaira(short.paidKobo), formatNaira(amountKobo))}
        </p>
      ) : waiting ? (
        <p role="status" className="mt-2 text-sm text-stone-800">
          {messages.checkout.waitingForTransferNotes}
        </p>
      ) : (
        help && <p className="mt-2 text-sm text-stone-800">{help}</p>
      )}
      {(!quiet || children) && (
        <div className={`flex flex-col gap-2 sm:flex-row sm:flex-wrap ${compact ? 'mt-3' : 'mt-4'}`}>
          {!quiet && (
            <>
              <Button ref={payRef} size="sm" pending={payPending} disabled={payDisabled} onClick={onPay}>
                {ui.payNow}
                {forWhich}
              </Button>
              <ConfirmDialog
                title={ui.confirmCancel}
                description={ui.confirmCancelHelp}
                confirmLabel={ui.yesCancel}
                cancelLabel={ui.keep}
                onConfirm={onCancel}
                trigger={
                  <Button variant="secondary" size="sm" disabled={busy}>
                    {cancelLabel}
                    {forWhich}
                  </Button>
                }
              />
            </>
          )}
          {children}
        </div>
      )}
    </section>
  );
}
