import { useSyncExternalStore } from 'react';
import type { QuotedLine } from '../../../shared/checkout.ts';
import { formatNaira } from '../../../shared/money.ts';
import { priceCart } from '../../../shared/pricing.ts';
import { clampQuantity, mostInOneLine } from '../../lib/quantity.ts';
import { CART_STORAGE_KEY } from './stored-cart.ts';

export { CART_STORAGE_KEY };

/**
 * A product as the cart keeps it (product id, store id, name, price, images and other
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
  /** The size/colour chosen (docs/product.md#variants): a line is a product and its variant. */
  variantId?: string;
  variantLabel?: string;
  /**
   * Set when the server last said the line cannot be bought: the product or its store is gone or
   * inactive, or it is sold out. The line stays in the cart (the shopper decides to remove it) but
   * counts in no total and is never sent to checkout.
   */
  unavailable?: CartUnavailable;
  /** What changed on this line since the shopper added it, told in words on the line. */
  notices?: CartNotice[];
};

export type CartUnavailable = 'gone' | 'soldOut';

/** A change the server's quote made to a line: a new price, or the quantity cut to the stock. */
export type CartNotice = { kind: 'price'; fromKobo: number; toKobo: number } | { kind: 'stock'; left: number };

export type CartProduct = Omit<CartItem, 'quantity' | 'unavailable' | 'notices'>;

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

/** A cart line's key: the product, and its variant when it has one. */
export const lineKey = (item: { id: string; variantId?: string | null | undefined }) =>
  item.variantId ? `${item.id}:${item.variantId}` : item.id;

/** Keeps an optional text field only when storage holds text (or null) there. */
function optionalText<
  K extends 'description' | 'categoryId' | 'storeName' | 'storeSlug' | 'variantId' | 'variantLabel',
>(item: CartItem, key: K): Partial<CartItem> {
  const value: unknown = item[key];
  if (value === undefined) return {};
  if (typeof value === 'string' || (value === null && (key === 'description' || key === 'categoryId')))
    return { [key]: value };
  return { [key]: undefined };
}

function isNotice(value: unknown): value is CartNotice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.kind === 'price') return Number.isInteger(v.fromKobo) && Number.isInteger(v.toKobo);
  return v.kind === 'stock' && Number.isInteger(v.left);
}

/** Keeps the quote's marks only when storage holds well-formed ones. */
function quoteMarks(item: CartItem): Pick<CartItem, 'unavailable' | 'notices'> {
  const unavailable: unknown = item.unavailable;
  const notices: unknown = item.notices;
  const kept = Array.isArray(notices) ? notices.filter(isNotice) : [];
  return {
    unavailable: unavailable === 'gone' || unavailable === 'soldOut' ? unavailable : undefined,
    notices: kept.length > 0 ? kept : undefined,
  };
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
          ...optionalText(item, 'variantId'),
          ...optionalText(item, 'variantLabel'),
          ...quoteMarks(item),
        }))
      : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

/** The cart is persisted on every change. */
function writeCart(items: readonly CartItem[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Quota or policy: keep going; the page still reflects what the person did until reload.
  }
  for (const listener of listeners) listener();
}

function withoutStockNotice(item: CartItem): CartNotice[] | undefined {
  const kept = item.notices?.filter((notice) => notice.kind !== 'stock');
  return kept && kept.length > 0 ? kept : undefined;
}

/** What adding did: how many were really added, and how many of the product the cart now holds. */
export type AddToCartResult = { added: number; quantity: number };

/**
 * Adding a product already in the cart increases its quantity, never beyond the stock; the line's product fields are refreshed from what the shopper saw. A product out of stock
 * is never added.
 */
export function addToCart(product: CartProduct, quantity = 1): AddToCartResult {
  const items = getCartItems();
  const existing = items.find((item) => lineKey(item) === lineKey(product));
  const before = existing?.quantity ?? 0;
  const wanted = Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
  const after = Math.min(before + wanted, mostInOneLine(product.stockQuantity));
  if (after === before) return { added: 0, quantity: before };
  const next = existing
    ? items.map((item) =>
        // The product page offered it, so it can be bought again; a stock notice is out of date.
        lineKey(item) === lineKey(product)
          ? { ...item, ...product, quantity: after, unavailable: undefined, notices: withoutStockNotice(item) }
          : item,
      )
    : [...items, { ...product, quantity: after }];
  writeCart(next.filter((item) => item.quantity > 0));
  return { added: Math.max(0, after - before), quantity: after };
}

/** Setting a quantity to 0 or less removes the line (by its lineKey); more than the stock is cut to it. */
export function setCartQuantity(productId: string, quantity: number) {
  if (Number.isNaN(quantity)) return;
  const items = getCartItems();
  const next =
    quantity <= 0
      ? items.filter((item) => lineKey(item) !== productId)
      : items.map((item) =>
          lineKey(item) === productId
            ? // The shopper chose a quantity: a note that it was lowered has been read.
              {
                ...item,
                quantity: clampQuantity(quantity, 1, mostInOneLine(item.stockQuantity)),
                notices: withoutStockNotice(item),
              }
            : item,
        );
  writeCart(next);
}

export function removeFromCart(productId: string) {
  setCartQuantity(productId, 0);
}

export function clearCart() {
  writeCart(EMPTY);
}

/**
 * Takes bought quantities out of the cart, line by line (by lineKey): what was added since stays,
 * and a line bought in full goes. Lines the cart no longer has are skipped.
 */
export function takeFromCart(bought: readonly { key: string; quantity: number }[]) {
  const items = getCartItems();
  const taken = new Map<string, number>();
  for (const line of bought) taken.set(line.key, (taken.get(line.key) ?? 0) + line.quantity);
  const next = items
    .map((item) => {
      const quantity = taken.get(lineKey(item));
      return quantity === undefined ? item : { ...item, quantity: item.quantity - quantity };
    })
    .filter((item) => item.quantity > 0);
  if (!sameCart(items, next)) writeCart(next);
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

/**
 * The cart's lines, or null while they cannot be known: on the server, and while the browser
 * hydrates the page the server sent (the lines live in this browser only).
 */
export function useStoredCartItems(): readonly CartItem[] | null {
  return useSyncExternalStore(subscribe, getCartItems, () => null);
}

/**
 * The header badge: the sum of quantities of what can be bought, not the number of lines. A line
 * marked gone or out of stock stays in the cart but is not counted: it can be bought by nobody.
 */
export function cartItemCount(items: readonly CartItem[]): number {
  return availableCartItems(items).reduce((sum, item) => sum + item.quantity, 0);
}

/** The lines that can be bought: an unavailable line counts in no total and goes to no checkout. */
export function availableCartItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => !item.unavailable);
}

/** The subtotal of the lines that can be bought, priced as checkout prices them (before delivery). */
export function cartSubtotalKobo(items: readonly CartItem[]): number {
  return priceCart(availableCartItems(items), { deliveryFeeKobo: null }).subtotalKobo;
}

/** The lines as POST /api/checkout/quote and POST /api/checkout take them: id and quantity only. */
export function cartLinesOf(items: readonly CartItem[]): { productId: string; quantity: number; variantId?: string }[] {
  return items.map((item) => ({
    productId: item.id,
    quantity: item.quantity,
    ...(item.variantId ? { variantId: item.variantId } : {}),
  }));
}

/** A line the quote changed, and how: for the page to announce. */
export type CartChange = { productId: string; name: string; notices: CartNotice[]; unavailable?: CartUnavailable };

/**
 * The cart corrected by the server's quote (pure). Each line takes the product's price, stock,
 * name, images and store as they are now. A price change is kept as a notice (from the price the
 * shopper first saw, so two changes read as one; back to that price, no notice); a quantity above
 * the stock is cut to it with a notice; a product that is gone, inactive (or its store is) or sold
 * out is marked unavailable, never dropped. Lines the quote does not mention (added since it was
 * asked for) are left alone. `changes` lists the lines that have something new to say.
 */
export function reconcileCart(
  items: readonly CartItem[],
  lines: readonly QuotedLine[],
): { items: CartItem[]; changes: CartChange[] } {
  const byId = new Map(lines.map((line) => [lineKey({ id: line.productId, variantId: line.variantId }), line]));
  const changes: CartChange[] = [];
  const next = items.map((item): CartItem => {
    const line = byId.get(lineKey(item));
    if (!line) return item;
    const product = line.product;
    if (!product || !product.available) {
      if (item.unavailable !== 'gone')
        changes.push({ productId: item.id, name: item.name, notices: [], unavailable: 'gone' });
      return { ...item, unavailable: 'gone' };
    }
    const fresh: string[] = [];
    let notices = item.notices ?? [];
    if (product.priceKobo !== item.priceKobo) {
      const fromKobo = notices.find((n) => n.kind === 'price')?.fromKobo ?? item.priceKobo;
      notices = notices.filter((n) => n.kind !== 'price');
      if (fromKobo !== product.priceKobo) {
        notices = [{ kind: 'price', fromKobo, toKobo: product.priceKobo }, ...notices];
        fresh.push('price');
      }
    }
    const stock = Math.max(0, product.stockQuantity);
    let quantity = item.quantity;
    let unavailable: CartUnavailable | undefined;
    if (stock === 0) unavailable = 'soldOut';
    else if (quantity > stock) {
      quantity = stock;
      notices = [...notices.filter((n) => n.kind !== 'stock'), { kind: 'stock', left: stock }];
      fresh.push('stock');
    }
    if (unavailable && item.unavailable !== unavailable) fresh.push('unavailable');
    const corrected: CartItem = {
      ...item,
      storeId: product.storeId,
      storeName: product.storeName,
      storeSlug: product.storeSlug,
      name: product.name,
      images: product.images,
      priceKobo: product.priceKobo,
      stockQuantity: stock,
      quantity,
      unavailable,
      notices: notices.length > 0 ? notices : undefined,
    };
    if (fresh.length > 0)
      changes.push({
        productId: item.id,
        name: corrected.name,
        notices: notices.filter((n) => fresh.includes(n.kind)),
        ...(unavailable ? { unavailable } : {}),
      });
    return corrected;
  });
  return { items: next, changes };
}

/** Same lines, same fields, same values: nothing to save. */
function sameCart(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Corrects the saved cart with the server's quote (see reconcileCart) and returns what changed.
 * Only a real change is saved, so a quote that agrees with the cart causes no re-render.
 */
export function applyQuote(quote: { lines: readonly QuotedLine[] }): CartChange[] {
  const items = getCartItems();
  const { items: next, changes } = reconcileCart(items, quote.lines);
  if (!sameCart(items, next)) writeCart(next);
  return changes;
}

/** A line's notices in words, e.g. "Price changed from ₦1,500.00 to ₦1,800.00". */
export function describeCartLine(item: Pick<CartItem, 'notices' | 'unavailable'>): string[] {
  const words: string[] = [];
  if (item.unavailable === 'gone') return ['No longer available'];
  if (item.unavailable === 'soldOut') words.push('Out of stock');
  for (const notice of item.notices ?? []) {
    if (notice.kind === 'price')
      words.push(`Price changed from ${formatNaira(notice.fromKobo)} to ${formatNaira(notice.toKobo)}`);
    else if (!item.unavailable) words.push(`Only ${notice.left} left — quantity lowered to ${notice.left}`);
  }
  return words;
}
