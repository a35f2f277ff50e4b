import { useSyncExternalStore } from 'react';
import { clampQuantity } from './quantity.ts';

/** Spec §3: the cart lives in the browser under this localStorage key. */
export const CART_STORAGE_KEY = 'cart';

/**
 * A product as the cart keeps it (spec §3: product id, store id, name, price, images and other
 * product fields, plus quantity). Money is integer kobo. The optional fields came later; carts
 * stored before them still read fine.
 */
export type CartItem = {
  id: string;
  storeId: string;
  name: string;
  priceKobo: number;
  images: string[];
  stockQuantity: number;
  quantity: number;
  description?: string | null;
  categoryId?: string | null;
  storeName?: string;
  storeSlug?: string;
};

export type CartProduct = Omit<CartItem, 'quantity'>;

const EMPTY: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();

// The parsed cart is cached against the raw string so useSyncExternalStore gets a stable snapshot.
let cachedRaw: string | null = null;
let cachedItems: readonly CartItem[] = EMPTY;

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.priceKobo === 'number' &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) > 0
  );
}

/** Keeps an optional text field only when storage holds text (or null) there. */
function optionalText<K extends 'description' | 'categoryId' | 'storeName' | 'storeSlug'>(
  item: CartItem,
  key: K,
): Partial<CartItem> {
  const value: unknown = item[key];
  if (value === undefined) return {};
  if (typeof value === 'string' || (value === null && (key === 'description' || key === 'categoryId')))
    return { [key]: value };
  return { [key]: undefined };
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the cart is simply empty
  }
}

/** The current cart; anything unreadable in storage is treated as no cart rather than a crash. */
export function getCartItems(): readonly CartItem[] {
  const raw = readStorage();
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed)
      ? parsed.filter(isCartItem).map((item) => ({
          ...item,
          storeId: typeof item.storeId === 'string' ? item.storeId : '',
          images: Array.isArray(item.images) ? item.images.filter((i) => typeof i === 'string') : [],
          stockQuantity: Number.isInteger(item.stockQuantity) ? item.stockQuantity : Number.MAX_SAFE_INTEGER,
          ...optionalText(item, 'description'),
          ...optionalText(item, 'categoryId'),
          ...optionalText(item, 'storeName'),
          ...optionalText(item, 'storeSlug'),
        }))
      : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

/** Spec §4: the cart is persisted on every change. */
function writeCart(items: readonly CartItem[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Quota or policy: keep going; the page still reflects what the person did until reload.
  }
  for (const listener of listeners) listener();
}

/** What adding did: how many were really added, and how many of the product the cart now holds. */
export type AddToCartResult = { added: number; quantity: number };

/**
 * Adding a product already in the cart increases its quantity, never beyond the stock (spec §4,
 * §5); the line's product fields are refreshed from what the shopper saw. A product out of stock
 * is never added.
 */
export function addToCart(product: CartProduct, quantity = 1): AddToCartResult {
  const items = getCartItems();
  const existing = items.find((item) => item.id === product.id);
  const before = existing?.quantity ?? 0;
  const wanted = Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
  const after = Math.min(before + wanted, Math.max(0, product.stockQuantity));
  if (after === before) return { added: 0, quantity: before };
  const next = existing
    ? items.map((item) => (item.id === product.id ? { ...item, ...product, quantity: after } : item))
    : [...items, { ...product, quantity: after }];
  writeCart(next.filter((item) => item.quantity > 0));
  return { added: Math.max(0, after - before), quantity: after };
}

/** Setting a quantity to 0 or less removes the line (spec §4); more than the stock is cut to it. */
export function setCartQuantity(productId: string, quantity: number) {
  if (Number.isNaN(quantity)) return;
  const items = getCartItems();
  const next =
    quantity <= 0
      ? items.filter((item) => item.id !== productId)
      : items.map((item) =>
          item.id === productId ? { ...item, quantity: clampQuantity(quantity, 1, item.stockQuantity) } : item,
        );
  writeCart(next);
}

export function removeFromCart(productId: string) {
  setCartQuantity(productId, 0);
}

export function clearCart() {
  writeCart(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the cart fires `storage` here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, getCartItems, () => EMPTY);
}

/** The header badge: the sum of quantities, not the number of lines. */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotalKobo(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.priceKobo * item.quantity, 0);
}
