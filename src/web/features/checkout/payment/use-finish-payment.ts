import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.ts';
import { clearCart } from '../../../lib/cart-store.ts';
import { toast } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { checkoutUi } from '../messages.ts';
import type { PaymentOutcome } from './payment-outcome.ts';

const waitingToast = () =>
  toast.info(messages.checkout.waitingForTransfer, {
    description: messages.checkout.waitingForTransferNotes,
    duration: 10_000,
  });

/**
 * Tells the shopper how a payment ended, in the spec's words (§8), and moves on: a completed
 * payment empties the cart and goes to /profile, where the orders are. A payment still being
 * confirmed, a transfer on its way, or a checkout the server could not settle also go to /profile,
 * where the checkout is listed with its state (the cart is kept; /checkout offers to resume that
 * checkout rather than a fresh one). Anything else keeps the cart so the shopper can try again;
 * `stay` says what to do then (the checkout stays open, the return page goes back to the checkout).
 */
export function useFinishPayment(stay: () => void) {
  const navigate = useNavigate();
  return useCallback(
    async (outcome: PaymentOutcome) => {
      switch (outcome) {
        case 'completed':
          toast.dismiss();
          toast.success(messages.checkout.paymentSuccessful);
          // Leave /checkout before emptying the cart (its guard would send an empty cart to /cart):
          // flushSync renders the new route now rather than in a transition that keeps /checkout up.
          await navigate(paths.profile.href(), { replace: true, flushSync: true });
          clearCart();
          return;
        case 'pending':
          toast.info(checkoutUi.stillConfirming);
          await navigate(paths.profile.href(), { replace: true });
          return;
        case 'waiting':
          waitingToast();
          await navigate(paths.profile.href(), { replace: true });
          return;
        case 'unsettled':
          toast.error(checkoutUi.stillOpen);
          await navigate(paths.profile.href(), { replace: true });
          return;
        case 'refunded':
          toast.error(messages.checkout.paymentSucceededOrderFailed);
          break;
        case 'cancelled':
          toast.info(messages.checkout.paymentCancelled);
          break;
        case 'failed':
          toast.error(messages.checkout.placeOrderFailed);
          break;
      }
      stay();
    },
    [navigate, stay],
  );
}

/**
 * The same news where the checkout is listed (My Orders, the dashboard): nobody moves, the list
 * is refreshed (`settled`). A completed payment runs `paid` (the caller takes the paid products
 * out of the cart).
 */
export function useFinishListedPayment(settled: () => void, paid: () => void) {
  return useCallback(
    (outcome: PaymentOutcome) => {
      switch (outcome) {
        case 'completed':
          toast.dismiss();
          toast.success(messages.checkout.paymentSuccessful);
          paid();
          break;
        case 'pending':
          toast.info(checkoutUi.stillConfirmingHere);
          break;
        case 'waiting':
          waitingToast();
          break;
        case 'unsettled':
          toast.error(checkoutUi.stillOpenHere);
          break;
        case 'refunded':
          toast.error(messages.checkout.paymentSucceededOrderFailed);
          break;
        case 'cancelled':
          toast.info(messages.checkout.paymentCancelled);
          break;
        case 'failed':
          toast.error(messages.checkout.placeOrderFailed);
          break;
      }
      settled();
      return Promise.resolve();
    },
    [settled, paid],
  );
}
