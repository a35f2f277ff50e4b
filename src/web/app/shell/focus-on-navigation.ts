import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../../lib/focus-heading.ts';

/** How long to wait for a page's heading (its code and data may still be on the way). */
const WAIT_FOR_HEADING_MS = 15_000;

/**
 * After moving to another page (a link, Back or Forward, a redirect), focus goes to the new page's
 * h1, once: a screen reader reads where the shopper now is, and Tab starts from the new content
 * instead of wherever the old page left it. The heading may appear only when the page's code or
 * data arrives, so it is watched for. The first page of a visit, changes of the query string alone
 * (a sort, a tab) and a shopper who has already moved focus elsewhere are left alone.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const visited = useRef(false);

  useEffect(() => {
    if (!visited.current) {
      visited.current = true;
      return;
    }
    const focusedBefore = document.activeElement;
    const movedOn = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== focusedBefore && active.isConnected;
    };
    const settle = () => movedOn() || focusPageHeading({ preventScroll: true });
    if (settle()) return;

    const main = document.getElementById('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
