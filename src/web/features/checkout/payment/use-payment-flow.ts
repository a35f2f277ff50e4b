import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Checkout } from '../../../../shared/checkout.ts';
import { messages } from '../../../../shared/messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { checkoutBought, rememberCheckout } from '../../../entities/cart/cart-checkouts.ts';
import { removeCouponCode } from '../../../entities/cart/coupon-code.ts';
import { toast } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { placeOrder, type PlaceOrder } from '../api/place-order.ts';
import { checkoutUi } from '../messages.ts';
import { AttemptKeys } from './idempotency-key.ts';
import { useFinishPayment } from './use-finish-payment.ts';
import { openWhatsApp, useTakePayment, type PaymentToTake } from './use-take-payment.ts';

/** docs/product.md#checkout: form → processing → payment popup. `leaving` = on the way to a provider or /profile. */
export type CheckoutPhase = 'idle' | 'placing' | 'paying' | 'leaving';

/** What paying a checkout needs from it. */
export const paymentOf = (checkout: Checkout): PaymentToTake => ({
  reference: checkout.reference,
  amountKobo: checkout.amountKobo,
  next: checkout.next,
  storeNames: checkout.orders.map((order) => order.storeName),
  orderCount: checkout.orders.length,
});

/**
 * Places the order and takes the payment (useTakePayment). `onBack` runs when the shopper is back
 * at the form (cancelled, refused or failed), so the page can check the cart again: cancelled
 * orders returned their stock. `resume` pays an unpaid checkout the page found open instead.
 */
export function usePaymentFlow(onBack: () => void) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [keys] = useState(() => new AttemptKeys());

  const back = useCallback(() => {
    setPhase('idle');
    onBack();
  }, [onBack]);
  const finish = useFinishPayment(back);
  const taker = useTakePayment(finish);

  async function takePayment(payment: PaymentToTake, placed: boolean) {
    setPhase('paying');
    const result = await taker.take(payment);
    if (result === 'leaving') setPhase('leaving');
    if (result === 'on_delivery') {
      // Placed, nothing to pay now (docs/product.md#pay-on-delivery): the orders, with the amount to have ready.
      toast.success(messages.payOnDelivery.placed(formatNaira(payment.amountKobo)), { duration: 10_000 });
      setPhase('leaving');
      await navigate(paths.profile.href(), { replace: true, flushSync: true }); // see useFinishPayment
      checkoutBought(payment.reference);
      removeCouponCode();
      return;
    }
    if (result !== 'whatsapp' || payment.next.kind !== 'whatsapp') return;
    openWhatsApp(payment.next.url, placed ? messages.checkout.whatsappPlaced : checkoutUi.whatsappResumed);
    setPhase('leaving');
    await navigate(paths.profile.href(), { replace: true, flushSync: true }); // see useFinishPayment
    checkoutBought(payment.reference);
    removeCouponCode();
  }

  /** Places the order; resolves with the refusal for the form to show, or null once payment began. */
  async function start(input: PlaceOrder): Promise<Error | null> {
    const key = keys.keyFor(JSON.stringify(input));
    setPhase('placing');
    let checkout: Checkout;
    try {
      checkout = await placeOrder(input, key);
    } catch (error) {
      // Lost on the way (or the server failed): the same request may have gone through, so a
      // retry keeps the key. A refusal is final: the next press is a new attempt.
      if (!(isApiError(error) && (error.code === 'network' || error.status >= 500))) keys.settled();
      setPhase('idle');
      return error instanceof Error ? error : new Error(String(error));
    }
    keys.settled();
    // Before the payment is taken: however it is paid later, these lines leave the cart then.
    rememberCheckout(checkout.reference, input.items);
    await takePayment(paymentOf(checkout), true);
    return null;
  }

  /** Pay now for a checkout placed earlier and still unpaid. */
  const resume = (payment: PaymentToTake) => takePayment(payment, false);

  return { phase, sandbox: taker.sandbox, start, resume, pay: taker.pay, cancel: taker.cancel, finish };
}
