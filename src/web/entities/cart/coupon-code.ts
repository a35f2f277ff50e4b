import { useSyncExternalStore } from 'react';

/**
 * The coupon code the shopper applied (docs/product.md#coupons), shared by the cart and the
 * checkout for this visit (sessionStorage). It is only a code: every figure it changes comes from
 * the server's quote, and the order is priced with it again when placed. `notice` says why a code
 * was dropped (the cart changed below its minimum spend, say), until the shopper applies another.
 */
const STORAGE_KEY = 'oja.coupon';

type CouponState = { code: string | null; notice: string | null };
const EMPTY: CouponState = { code: null, notice: null };
let cached: { raw: string | null; state: CouponState } = { raw: null, state: EMPTY };
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getCouponState(): CouponState {
  if (typeof window === 'undefined') return EMPTY;
  const raw = read();
  if (raw === cached.raw) return cached.state;
  let state = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<CouponState>) : null;
    if (parsed) state = { code: parsed.code ?? null, notice: parsed.notice ?? null };
  } catch {
    state = EMPTY;
  }
  cached = { raw, state };
  return state;
}

function write(state: CouponState) {
  try {
    if (state.code === null && state.notice === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode without storage: the code lasts as long as the page.
  }
  cached = { raw: read(), state };
  for (const listener of listeners) listener();
}

export const getCouponCode = () => getCouponState().code;
export const applyCouponCode = (code: string) => write({ code, notice: null });
export const removeCouponCode = () => write(EMPTY);
/** The server refused the code it was asked with: it is dropped, and the shopper told why. */
export const dropCouponCode = (notice: string) => write({ code: null, notice });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCouponState(): CouponState {
  return useSyncExternalStore(subscribe, getCouponState, () => EMPTY);
}
