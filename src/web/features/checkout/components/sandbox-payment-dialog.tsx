import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { formatNaira } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { checkoutUi } from '../messages.ts';
import type { PaymentToTake } from '../payment/use-take-payment.ts';
import type { SandboxPayWay } from '../../../../shared/schemas/checkout.ts';

const ui = checkoutUi.sandbox;

/**
 * The sandbox's payment popup (no provider keys set): the amount and reference, Pay and Cancel.
 * Closing it any way — Cancel, the ×, Escape, a tap outside — cancels the payment
 * (docs/product.md#payments: closing the window gives up). Focus starts on Pay, the first action
 * drawn, and stays inside while it is open (Radix). A Pay that never reached the server (offline)
 * says so inside the popup, with Try again: the order exists, only its payment is unconfirmed.
 */
export function SandboxPaymentDialog({
  payment,
  onPay,
  onCancel,
  returnFocusTo,
}: {
  payment: PaymentToTake;
  /** Resolves false when the payment could not be confirmed (the server was not reached). */
  onPay: (way: SandboxPayWay) => Promise<boolean>;
  onCancel: () => Promise<void>;
  /** Where focus goes when the popup closes (the button that opened it was disabled meanwhile). */
  returnFocusTo: () => HTMLElement | null;
}) {
  const [busy, setBusy] = useState<SandboxPayWay | 'cancel' | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<SandboxPayWay | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const run = (which: SandboxPayWay | 'cancel', action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(which);
    setUnconfirmed(null);
    void action().finally(() => setBusy(null));
  };
  const pay = (way: SandboxPayWay) =>
    run(way, async () => {
      if (!(await onPay(way))) setUnconfirmed(way);
    });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && run('cancel', onCancel)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            payButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo();
            if (target?.isConnected) target.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{ui.title}</Dialog.Title>
            <Dialog.Close
              aria-label={ui.close}
              disabled={busy !== null}
              className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-40 md:size-9"
            >
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-600">{ui.description}</Dialog.Description>
          <dl className="mt-4 space-y-2 rounded-xl bg-stone-50 p-4 text-sm">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-stone-600">{ui.amount}</dt>
              <dd className="text-xl font-bold tabular-nums text-stone-900" data-testid="sandbox-amount">
                {formatNaira(payment.amountKobo)}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="text-stone-600">{ui.reference}</dt>
              <dd className="font-mono text-xs text-stone-800 [overflow-wrap:anywhere]">{payment.reference}</dd>
            </div>
            <div className="flex flex-col gap-x-4 sm:flex-row sm:items-baseline sm:justify-between">
              <dt className="shrink-0 text-stone-600">{ui.orders(payment.orderCount)}</dt>
              <dd className="min-w-0 text-stone-800 sm:text-right">
                {payment.storeNames && (
                  <ul>
                    {payment.storeNames.map((name, index) => (
                      <li key={index} className="[overflow-wrap:anywhere]">
                        {name}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
          {unconfirmed && (
            <div className="mt-4 space-y-2">
              <FormAlert tone="error">{ui.unconfirmed}</FormAlert>
              <Button variant="secondary" size="sm" onClick={() => pay(unconfirmed)}>
                {ui.tryAgain}
              </Button>
            </div>
          )}
          {/* Drawn in reading order at every width, so Tab goes Pay → Cancel as the eye does. */}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button ref={payButton} pending={busy === 'card'} disabled={busy !== null} onClick={() => pay('card')}>
              {busy === 'card' ? ui.paying : ui.pay}
            </Button>
            <Button
              variant="secondary"
              pending={busy === 'cancel'}
              disabled={busy !== null}
              onClick={() => run('cancel', onCancel)}
            >
              {ui.cancel}
            </Button>
          </div>
          {/* Paystack's test mode offers outcomes other than a card that pays; so does the sandbox. */}
          <details className="mt-4 rounded-xl border border-stone-200 text-sm">
            <summary className="cursor-pointer rounded-xl px-4 py-3 font-medium text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600">
              {ui.otherWays}
            </summary>
            <ul className="space-y-3 px-4 pb-4">
              {(
                [
                  ['transfer', ui.transfer, ui.transferHint],
                  ['underpay', ui.underpay, ui.underpayHint],
                ] as const
              ).map(([way, label, hint]) => (
                <li key={way}>
                  <Button
                    variant="secondary"
                    size="sm"
                    pending={busy === way}
                    disabled={busy !== null}
                    aria-describedby={`sandbox-${way}-hint`}
                    onClick={() => pay(way)}
                  >
                    {label}
                  </Button>
                  <p id={`sandbox-${way}-hint`} className="mt-1 text-stone-600">
                    {hint}
                  </p>
                </li>
              ))}
            </ul>
          </details>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
