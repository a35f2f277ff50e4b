import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../../shared/checkout.ts';
import { checkoutBought } from '../../../entities/cart/cart-checkouts.ts';
import { usePayment } from '../api/get-payment.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { checkoutUi } from '../messages.ts';
import { settleCancelled } from '../payment/settle-payment.ts';
import { useFinishListedPayment } from '../payment/use-finish-payment.ts';
import { openWhatsApp, useTakePayment } from '../payment/use-take-payment.ts';
import { SandboxPaymentDialog } from './sandbox-payment-dialog.tsx';
import { UnpaidCheckoutCard } from './unpaid-checkout-card.tsx';

export type UnpaidCheckoutProps = {
  /** The checkout's payment reference: one card per checkout, however many stores it spans. */
  reference: string;
  /** Its orders as the list has them (one per store). */
  orders: Pick<OrderView, 'id' | 'storeName' | 'totalAmountKobo' | 'createdAt' | 'items'>[];
  /** The payment changed (paid, cancelled, …): the list reads the orders again. */
  onSettled: () => void;
  headingLevel?: 'h4' | 'h5';
};

/**
 * Pay now and Cancel for an unpaid checkout, inside its (first) order's card wherever the shopper's
 * orders are listed (docs/product.md#unpaid-checkouts):
 * after a reload during the payment, a closed tab, or a WhatsApp chat never sent. Pay now resumes
 * the payment where the server says (`next`: the sandbox popup, Paystack's popup, Flutterwave's
 * page, the WhatsApp chat); Cancel asks the server, which asks the provider, and the shopper hears
 * its answer. A transfer on its way shows "Waiting for your transfer to arrive" instead.
 */
export function UnpaidCheckout({ reference, orders, onSettled, headingLevel = 'h4' }: UnpaidCheckoutProps) {
  const queryClient = useQueryClient();
  const payment = usePayment(reference);
  const payButton = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState(false);

  const settled = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    onSettled();
  }, [queryClient, onSettled]);
  // Paid: what it bought leaves the cart, so the cart kept for this checkout is not bought twice.
  const paid = useCallback(() => {
    checkoutBought(
      reference,
      orders.flatMap((order) =>
        order.items.flatMap((item) => (item.productId ? [{ key: item.productId, quantity: item.quantity }] : [])),
      ),
    );
  }, [reference, orders]);
  const finish = useFinishListedPayment(settled, paid);
  const taker = useTakePayment(finish);

  const view = payment.data;
  // Settled meanwhile (a webhook, another tab): the list catches up through the order events.
  if (view && view.status !== 'pending') return null;

  const amountKobo = view?.amountKobo ?? orders.reduce((sum, order) => sum + order.totalAmountKobo, 0);
  const next = view?.next ?? null;

  async function payNow() {
    if (!view || !next) return;
    setBusy(true);
    try {
      const result = await taker.take({
        reference,
        amountKobo: view.amountKobo,
        next,
        storeNames: orders.map((order) => order.storeName),
        orderCount: orders.length,
      });
      if (result === 'leaving') setLeaving(true);
      if (result === 'whatsapp' && next.kind === 'whatsapp') openWhatsApp(next.url, checkoutUi.whatsappResumed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <UnpaidCheckoutCard
        title={checkoutUi.unpaid.title}
        headingLevel={headingLevel}
        amountKobo={amountKobo}
        orderIds={orders.map((order) => order.id)}
        createdAt={view?.createdAt ?? orders[0]?.createdAt ?? ''}
        waiting={view?.waiting ?? false}
        short={view?.short ?? null}
        help={payment.isError ? checkoutUi.unpaid.loadFailed : undefined}
        payDisabled={!next || busy || leaving}
        payPending={payment.isPending || busy || leaving}
        busy={busy || leaving}
        payRef={payButton}
        onPay={() => void payNow()}
        onCancel={async () => finish(await settleCancelled(reference))}
        compact
      />
      {taker.sandbox && (
        <SandboxPaymentDialog
          payment={taker.sandbox}
          onPay={taker.pay}
          onCancel={taker.cancel}
          returnFocusTo={() => payButton.current}
        />
      )}
    </>
  );
}
