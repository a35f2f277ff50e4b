import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { cartCheckouts, settleInCart, useHasCartCheckouts } from '../../entities/cart/cart-checkouts.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-query.ts';
import { useEventSource } from '../../lib/use-event-source.ts';
import { getPayment } from '../../features/checkout/api/get-payment.ts';
import { ORDER_EVENTS_URL } from '../../features/orders/api/use-order-events.ts';

let running: Promise<void> | null = null;
let again = false;

/**
 * Asks the server how each checkout remembered in this cart stands and settles the cart with it
 * (entities/cart/cart-checkouts.ts). One look at a time; a call during one runs one more after it, so an
 * event that arrives mid-look is never lost.
 */
export function settleCartCheckouts(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      for (const checkout of cartCheckouts()) {
        try {
          settleInCart(checkout, (await getPayment(checkout.reference)).status);
        } catch (error) {
          // Signed out, someone else's (another account on this browser), offline: asked again later.
          if (!isApiError(error)) throw error;
        }
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Empties the cart of what a checkout bought however and whenever its payment arrives: on app
 * start, when a tab comes back into view, when the cart or checkout opens, and on each live order
 * event while any checkout of this cart waits (a transfer settling, a webhook, an admin). Other
 * tabs follow through the storage event.
 */
export function useSettleCartCheckouts(): void {
  const { user } = useSession();
  const active = useHasCartCheckouts() && user !== null;
  const { pathname } = useLocation();
  const atCart = pathname === paths.cart.href() || pathname === paths.checkout.href();

  useEffect(() => {
    if (active) void settleCartCheckouts();
  }, [active, atCart]);

  useEffect(() => {
    if (!active) return;
    const look = () => {
      if (document.visibilityState === 'visible') void settleCartCheckouts();
    };
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [active]);

  useEventSource(
    active ? ORDER_EVENTS_URL : null,
    ['order'],
    () => void settleCartCheckouts(),
    // Events sent while the stream was down are lost: look again whenever it (re)opens.
    () => void settleCartCheckouts(),
  );
}
