/** The category tiles' columns on home: 2, 3 then 6 (shared by the tiles and their skeleton). */
export const categoryGridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6';

/** How wide a category tile is drawn in that grid, for the browser to pick an image width. */
export const CATEGORY_TILE_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 32vw, 48vw';
