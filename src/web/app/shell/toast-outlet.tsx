import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../../lib/notify.ts';

const LazyToaster = lazy(() => import('./lazy-toaster.tsx'));

/** Mounts the (lazy) Toaster the first time something wants to toast. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
