import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a component is only server-rendered HTML (on the server, and while the browser
 * hydrates it), true once React runs it: for what must render exactly as the server did until then
 * (the session, lib/session-query.ts). Whether a control can be used is AppControls' business.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
