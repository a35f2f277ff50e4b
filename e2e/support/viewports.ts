import type { Page } from '@playwright/test';

/**
 * The two widths the browser journeys look at: a laptop and a small phone. A journey runs at both
 * only where it is about layout (what fits, what moves, what a touch does); any other journey runs
 * once, at the width it is about (docs/decisions/0038-browser-suite-time.md). What a journey on one
 * width still checks at the other is whether the page fits it (`sidewaysScroll`).
 */
export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 360, height: 740 } as const;

/** Both widths, for a journey about layout. */
export const bothWidths = [desktop, phone] as const;

const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * How far the page, as it stands, scrolls sideways at its worst among the phone's width, the
 * laptop's and its own, in CSS pixels (0 when it fits them all). The page is resized to each width
 * and back, so a journey that walks one width still checks that the same screen fits the other.
 */
export async function sidewaysScroll(page: Page): Promise<number> {
  const own = page.viewportSize();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  let worst = await overflow();
  if (!own) return worst;
  for (const size of bothWidths) {
    if (size.width === own.width) continue;
    await page.setViewportSize(size);
    await nextFrame(page);
    worst = Math.max(worst, await overflow());
  }
  await page.setViewportSize(own);
  await nextFrame(page);
  return worst;
}
