import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a control is only server-rendered HTML (on the server, and while the browser hydrates
 * it), true once React runs it. A shopper on slow data sees a rendered page before its code has
 * arrived; a control that would do nothing yet when tapped or typed into (Add to Cart, the quantity,
 * the sort) is shown disabled until then, rather than silently dropping the tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
