import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/notify.ts';

/**
 * Sonner's rich colours put the text of a success, info, error and warning toast at 3–4.3:1 on
 * its pale background; these darker shades of the same hues read at 4.5:1 or more (WCAG AA).
 */
const readableColours = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

/** The toast outlet; loaded as its own chunk so the first page does not wait for it. */
export default function LazyToaster() {
  useEffect(() => toasterMounted(), []);
  // Below the sticky header (4rem) so a toast never hides the search box or the menu.
  return (
    <Toaster
      position="top-center"
      offset={76}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      duration={5000}
      style={readableColours}
    />
  );
}
