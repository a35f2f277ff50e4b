/**
 * What the first-view script (src/web/first-view.ts) knows of the cart before the app has come:
 * no React here, so that script stays a few hundred bytes.
 */

/** docs/product.md#cart: the cart lives in the browser under this localStorage key. */
export const CART_STORAGE_KEY = 'cart';

/**
 * Set on <html> by the first-view script when the stored cart is empty: the cart page the server
 * sent (its lines unknown there) then shows the empty cart instead of its skeleton lines, before
 * the app has come. Outside #root, so React's hydration never sees it.
 */
export const CART_EMPTY_ATTRIBUTE = 'data-cart-empty';

/** Marks the cart's server-rendered shell: only there does the first-view script read the stored cart. */
export const CART_SHELL_ATTRIBUTE = 'data-cart-shell';

/** True when this browser's cart has no lines (nothing stored, unreadable, or an empty list). */
export function storedCartIsEmpty(): boolean {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return !Array.isArray(parsed) || parsed.length === 0;
  } catch {
    return true; // unreadable or blocked storage: the app treats it as no cart too
  }
}
