import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Checkout } from '../../../../shared/checkout.ts';
import { messages } from '../../../../shared/messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { clearCart } from '../../../lib/cart-store.ts';
import { toast } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { placeOrder, type PlaceOrder } from '../api/place-order.ts';
import { paySandbox } from '../api/payments.ts';
import { checkoutUi } from '../messages.ts';
import { AttemptKeys } from './idempotency-key.ts';
import { payWithPaystack } from './paystack-inline.ts';
import { settleCancelled, settlePaid } from './settle-payment.ts';
import { useFinishPayment } from './use-finish-payment.ts';

/** Spec §2: form → processing → payment popup. `leaving` = on the way to a provider or /profile. */
export type CheckoutPhase = 'idle' | 'placing' | 'paying' | 'leaving';

/**
 * Places the order and takes the payment the way the server's `next` step says: our sandbox
 * popup, Paystack's inline popup (its hosted page when the script cannot load), Flutterwave's
 * hosted page, or a WhatsApp chat. `onBack` runs when the shopper is back at the form (cancelled,
 * refused or failed), so the page can check the cart again: cancelled orders returned their stock.
 */
export function usePaymentFlow(onBack: () => void) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [sandbox, setSandbox] = useState<Checkout | null>(null);
  const [keys] = useState(() => new AttemptKeys());

  const back = useCallback(() => {
    setSandbox(null);
    setPhase('idle');
    onBack();
  }, [onBack]);
  const finish = useFinishPayment(back);

  async function takePayment(checkout: Checkout) {
    const next = checkout.next;
    switch (next.kind) {
      case 'sandbox':
        setPhase('paying');
        setSandbox(checkout);
        return;
      case 'paystack': {
        setPhase('paying');
        let result;
        try {
          result = await payWithPaystack(next.accessCode);
        } catch {
          // No script (blocked, offline): Paystack's own page, which returns to /checkout/return.
          setPhase('leaving');
          window.location.assign(next.authorizationUrl);
          return;
        }
        if (result.kind === 'success') return finish(await settlePaid(checkout.reference));
        const cancelled = await settleCancelled(checkout.reference);
        return finish(result.kind === 'cancel' || cancelled !== 'cancelled' ? cancelled : 'failed');
      }
      case 'flutterwave':
        setPhase('leaving');
        window.location.assign(next.link);
        return;
      case 'whatsapp': {
        const open = () => void window.open(next.url, '_blank', 'noopener');
        open();
        // A blocked pop-up leaves the shopper a way to the chat.
        toast.success(messages.checkout.whatsappPlaced, {
          action: { label: checkoutUi.openWhatsApp, onClick: open },
          duration: 15_000,
        });
        setPhase('leaving');
        await navigate(paths.profile.href(), { replace: true, flushSync: true }); // see useFinishPayment
        clearCart();
        return;
      }
    }
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
    await takePayment(checkout);
    return null;
  }

  async function pay() {
    if (!sandbox) return;
    try {
      await paySandbox(sandbox.reference);
    } catch {
      // The popup stays open: Pay again, or Cancel.
      toast.error(messages.checkout.placeOrderFailed);
      return;
    }
    await finish(await settlePaid(sandbox.reference));
  }

  async function cancel() {
    if (!sandbox) return;
    await finish(await settleCancelled(sandbox.reference));
  }

  return { phase, sandbox, start, pay, cancel };
}
