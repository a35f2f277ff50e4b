import type { ReactNode } from 'react';
import { useAppReady } from '../../lib/app-ready.ts';

/**
 * Every button, field and select inside is disabled until the app can handle them (lib/app-ready.ts):
 * on a server-rendered page before the app has come, a tap on them would do nothing. Links inside
 * stay ordinary links. It draws no box of its own.
 */
export function AppControls({ children }: { children: ReactNode }) {
  const ready = useAppReady();
  return (
    <fieldset role="presentation" disabled={!ready} className="contents">
      {children}
    </fieldset>
  );
}
