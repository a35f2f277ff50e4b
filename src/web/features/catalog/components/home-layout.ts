/**
 * The categories on home (shared by the tiles and their skeleton). On a phone they are one row of
 * chips (a small round picture and the name, 44 px tall) that scrolls sideways inside itself, so
 * the products show on the first screen; from `sm` a grid of tiles, 3 then 6 columns.
 */
export const categoryGridClasses =
  '-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6';

/** How wide a category picture is drawn on home, for the browser to pick an image width. */
export const CATEGORY_TILE_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 32vw, 36px';
