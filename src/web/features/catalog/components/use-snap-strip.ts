import { useCallback, useEffect, useRef, type UIEvent } from 'react';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A horizontal scroll-snap strip of full-width slides that follows `index` and reports the slide a
 * swipe settles on. The browser does the swiping (native touch scroll, no library); this keeps the
 * strip and the chosen index in step both ways.
 *
 * While the strip scrolls itself to a chosen slide, the slides it passes on the way are not
 * reported (they would pull the index back); a touch, pointer or wheel hands control back.
 */
export function useSnapStrip(index: number, onIndex: (index: number) => void) {
  const element = useRef<HTMLDivElement | null>(null);
  const target = useRef<number | null>(null);
  const latest = useRef(index);
  latest.current = index;
  const report = useRef(onIndex);
  report.current = onIndex;

  // Placed when it appears, not in the effect: a dialog's portal mounts its content a render later.
  // A new strip starts at the first slide; one that has scrolled already is the server-rendered
  // strip the shopper swiped before the app took over (their first touch is what brings the app):
  // the app keeps the slide they chose instead of pulling them back to the first.
  const ref = useCallback((strip: HTMLDivElement | null) => {
    element.current = strip;
    if (!strip || !strip.clientWidth) return;
    if (strip.scrollLeft > 0) {
      const at = Math.round(strip.scrollLeft / strip.clientWidth);
      if (at !== latest.current) report.current(at);
    } else strip.scrollLeft = latest.current * strip.clientWidth;
  }, []);

  useEffect(() => {
    const strip = element.current;
    const width = strip?.clientWidth;
    if (!strip || !width) return;
    if (Math.abs(strip.scrollLeft - index * width) < 1) {
      // Already there — but a smooth scroll toward another slide may still be on its way (keys pressed
      // faster than it moves, or a loaded phone): stop it, or it would carry the index off with it.
      if (target.current !== null) strip.scrollTo({ left: index * width, behavior: 'instant' });
      target.current = null;
      return;
    }
    target.current = index;
    strip.scrollTo({ left: index * width, behavior: reducedMotion() ? 'instant' : 'smooth' });
  }, [index]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const strip = event.currentTarget;
    if (!strip.clientWidth) return;
    const at = Math.round(strip.scrollLeft / strip.clientWidth);
    if (target.current !== null) {
      if (at === target.current) target.current = null;
      return;
    }
    if (at !== index) onIndex(at);
  };
  const release = () => {
    target.current = null;
  };

  return { ref, onScroll, onPointerDown: release, onTouchStart: release, onWheel: release };
}
