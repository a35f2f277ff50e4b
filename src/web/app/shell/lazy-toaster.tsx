import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/notify.ts';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';

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

const BOTTOM_OFFSET = 'calc(16px + env(safe-area-inset-bottom, 0px))';

/** The toast outlet; loaded as its own chunk so the first page does not wait for it. */
export default function LazyToaster() {
  useEffect(() => toasterMounted(), []);
  // A toast never hides the logo, the search box or the menu. On a phone the search box has a row
  // of its own under the header, so toasts come up from the bottom of the screen (above the home
  // bar of a phone without buttons); wider, they show just below the sticky header, and lower
  // while the TEST MODE ribbon sits above it (styles.css, --toast-top).
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-center'}
      offset={{ top: 'var(--toast-top)', bottom: BOTTOM_OFFSET }}
      mobileOffset={{ bottom: BOTTOM_OFFSET }}
      richColors
      closeButton
      duration={5000}
      style={readableColours}
    />
  );
}
