import { useSyncExternalStore } from 'react';

/** Spec §3: the cart lives in the browser under this localStorage key. */
export const CART_STORAGE_KEY = 'cart';

/** A product as the cart keeps it (spec §3: product fields plus quantity). Money is integer kobo. */
export type CartItem = {
  id: string;
  storeId: string;
  name: string;
  priceKobo: number;
  images: string[];
  stockQuantity: number;
  quantity: number;
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

/** Adding a product already in the cart increases its quantity, never beyond the stock. */
export function addToCart(product: CartProduct, quantity = 1) {
  const items = getCartItems();
  const existing = items.find((item) => item.id === product.id);
  const next = existing
    ? items.map((item) =>
        item.id === product.id ? { ...item, ...product, quantity: Math.min(item.quantity + quantity, product.stockQuantity) } : item,
      )
    : [...items, { ...product, quantity: Math.min(quantity, product.stockQuantity) }];
  writeCart(next.filter((item) => item.quantity > 0));
}

/** Setting a quantity to 0 or less removes the line (spec §4). */
export function setCartQuantity(productId: string, quantity: number) {
  const items = getCartItems();
  const next =
    quantity <= 0
      ? items.filter((item) => item.id !== productId)
      : items.map((item) => (item.id === productId ? { ...item, quantity: Math.min(quantity, item.stockQuantity) } : item));
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
