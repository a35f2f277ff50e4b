import { useSyncExternalStore } from 'react';
import type { PaymentStatus } from '../../../shared/constants.ts';
import { RECONCILE_WINDOW_SECONDS } from '../../../shared/constants.ts';
import { lineKey, takeFromCart } from './cart-store.ts';

/**
 * The checkouts placed from this browser's cart whose payment has not settled yet, with the lines
 * each bought. The cart lives in the browser, but a payment may complete long after the shopper
 * left the checkout (a bank transfer, a webhook, a late payment reviving a cancelled checkout):
 * whichever tab learns of it first takes exactly those lines out of the cart, once, and the other
 * tabs follow through the storage event (docs/product.md#cart).
 */
export const CART_CHECKOUTS_KEY = 'cart-checkouts';

export type CartCheckout = {
  reference: string;
  lines: { key: string; quantity: number }[];
  placedAt: number;
};

/** A cancelled checkout can still be revived by a late payment for as long as the provider retries. */
const KEEP_CANCELLED_MS = RECONCILE_WINDOW_SECONDS * 1000;
/** However it stands, a checkout this old is forgotten: no payment settles it any more. */
const KEEP_AT_MOST_MS = 14 * 86_400_000;
/** Enough for every checkout a shopper could have waiting; the oldest go first. */
const MOST = 20;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: readonly CartCheckout[] = [];

function isCartCheckout(value: unknown): value is CartCheckout {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.reference === 'string' &&
    typeof v.placedAt === 'number' &&
    Array.isArray(v.lines) &&
    v.lines.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as Record<string, unknown>).key === 'string' &&
        Number.isInteger((line as Record<string, unknown>).quantity),
    )
  );
}

/** The checkouts waiting to be settled in this cart; unreadable storage reads as none. */
export function cartCheckouts(): readonly CartCheckout[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_CHECKOUTS_KEY);
  } catch {
    return [];
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed) ? parsed.filter(isCartCheckout) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(next: readonly CartCheckout[]) {
  try {
    if (next.length === 0) window.localStorage.removeItem(CART_CHECKOUTS_KEY);
    else window.localStorage.setItem(CART_CHECKOUTS_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the cart is then emptied only where the payment is seen to complete.
  }
  for (const listener of listeners) listener();
}

/** A checkout was placed with these cart lines (as POST /api/checkout took them). */
export function rememberCheckout(
  reference: string,
  lines: readonly { productId: string; quantity: number; variantId?: string | null }[],
  now = Date.now(),
) {
  const others = cartCheckouts().filter((checkout) => checkout.reference !== reference);
  const entry: CartCheckout = {
    reference,
    lines: lines.map((line) => ({
      key: lineKey({ id: line.productId, variantId: line.variantId }),
      quantity: line.quantity,
    })),
    placedAt: now,
  };
  write([...others, entry].slice(-MOST));
}

export function forgetCheckout(reference: string) {
  const all = cartCheckouts();
  if (all.some((checkout) => checkout.reference === reference))
    write(all.filter((checkout) => checkout.reference !== reference));
}

/**
 * The checkout is paid (or placed with nothing to pay now): its lines leave the cart, once. The
 * record goes first and the cart after, so a tab that reads the cart already lowered also reads
 * the record already gone (one storage area, changes seen in order), and two tabs settling the
 * same checkout at once write the same cart. False when this cart never placed it.
 */
export function checkoutBought(reference: string, otherwise?: readonly { key: string; quantity: number }[]): boolean {
  const checkout = cartCheckouts().find((entry) => entry.reference === reference);
  // Not placed from this cart (another browser, the API): what the caller knows it bought, if anything.
  if (!checkout) {
    if (otherwise) takeFromCart(otherwise);
    return false;
  }
  forgetCheckout(reference);
  takeFromCart(checkout.lines);
  return true;
}

/** What this browser does with a remembered checkout once the server says how its payment stands. */
export function settleInCart(checkout: CartCheckout, status: PaymentStatus, now = Date.now()) {
  switch (status) {
    case 'completed':
    case 'on_delivery':
      checkoutBought(checkout.reference);
      return;
    case 'refund_pending':
    case 'refunded':
      forgetCheckout(checkout.reference);
      return;
    case 'cancelled':
    case 'failed':
      if (now - checkout.placedAt > KEEP_CANCELLED_MS) forgetCheckout(checkout.reference);
      return;
    case 'pending':
      if (now - checkout.placedAt > KEEP_AT_MOST_MS) forgetCheckout(checkout.reference);
      return;
  }
}

/** Whether any checkout of this cart waits to be settled (to listen for payments only then). */
export function useHasCartCheckouts(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === CART_CHECKOUTS_KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => cartCheckouts().length > 0,
    () => false,
  );
}
