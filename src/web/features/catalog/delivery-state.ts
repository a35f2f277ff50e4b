import { useCallback, useSyncExternalStore } from 'react';
import { isNigerianState } from '../../../shared/delivery-days.ts';
import type { NigerianState } from '../../../shared/constants.ts';

/**
 * The state the shopper wants delivery estimates for (docs/product.md#delivery-estimates), kept in
 * the browser under this localStorage key once they choose one on a product page.
 */
export const DELIVERY_STATE_KEY = 'deliveryState';

const listeners = new Set<() => void>();

function read(): NigerianState | null {
  try {
    const value = window.localStorage.getItem(DELIVERY_STATE_KEY);
    return isNigerianState(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, policy): nothing remembered
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab choosing a state fires `storage` here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DELIVERY_STATE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function remember(state: NigerianState | null) {
  try {
    if (state) window.localStorage.setItem(DELIVERY_STATE_KEY, state);
    else window.localStorage.removeItem(DELIVERY_STATE_KEY);
  } catch {
    // Not kept; the choice still holds until the page changes.
  }
  for (const listener of listeners) listener();
}

/**
 * The remembered state and a setter that remembers a new one. The server renders no state (it
 * cannot read the browser's storage), and so does hydration; the remembered one follows at once.
 */
export function useRememberedDeliveryState(): [NigerianState | null, (state: NigerianState | null) => void] {
  const state = useSyncExternalStore(subscribe, read, () => null);
  return [state, useCallback(remember, [])];
}
