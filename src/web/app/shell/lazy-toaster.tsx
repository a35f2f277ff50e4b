import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/notify.ts';

/** The toast outlet; loaded as its own chunk so the first page does not wait for it. */
export default function LazyToaster() {
  useEffect(() => toasterMounted(), []);
  // Below the sticky header (4rem) so a toast never hides the search box or the menu.
  return <Toaster position="top-center" offset={76} mobileOffset={{ top: 72 }} richColors closeButton duration={5000} />;
}
