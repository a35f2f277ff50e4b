/**
 * Moves keyboard and screen-reader focus to the page's heading (the h1 in <main>), so after a
 * change of page, or when what had focus is gone, the next Tab starts from the top of the new
 * content and the heading is read out. The heading becomes focusable by script only (tabindex -1).
 * Returns whether there was a heading to focus.
 */
export function focusPageHeading(options: FocusOptions = {}): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus(options);
  return true;
}
