import { useSyncExternalStore } from 'react';

/**
 * Whether the app can handle a tap on the page (docs/decisions/0041-one-rendering-model.md).
 *
 * A page the server rendered is on screen before the app's code: its links are ordinary links and
 * its search is an ordinary form, but a button there does nothing until the app has come and
 * hydrated the page, own code included. Until then the page's controls are shown disabled
 * (AppControls), by this one flag, so no control has to remember it. A page the app renders
 * itself is ready at once.
 */
let ready = false;
const listeners = new Set<() => void>();

export function markAppReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False on the server and while the page is still only the server's HTML; true once the app handles it. */
export function useAppReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
