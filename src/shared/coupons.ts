import type { CouponBearer, CouponKind, PaymentMethod } from './constants.ts';
import { messages } from './messages.ts';
import { formatNaira, proportionalShare } from './money.ts';
import { lineTotalKobo, percentOfKobo, splitInProportion, type PriceAdjustment, type PricingLine } from './pricing.ts';

/**
 * What a coupon takes off a cart (docs/product.md#coupons, decision 0026): the one place its
 * arithmetic and its refusals are written. The server's quote and order placement both price
 * through priceCart with `couponAdjust`, so the shopper is shown what they will pay; the browser
 * never works a discount out.
 */

/** A coupon's terms, as the database keeps them. */
export type CouponTerms = {
  code: string;
  /** Null: a platform coupon, for the whole cart. */
  storeId: string | null;
  /** The store's name, for a store's coupon ("Spend at least ₦X at <store>"). */
  storeName: string | null;
  kind: CouponKind;
  percentBp: number | null;
  amountKobo: number | null;
  minSpendKobo: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  maxUses: number | null;
  uses: number;
  /** A platform coupon's naira budget and what its live uses have spent of it (decision 0026). */
  budgetKobo: number | null;
  spentKobo: number;
};

export const couponMessages = {
  notFound: 'We could not find that coupon code',
  inactive: 'This coupon is no longer available',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been used up',
  alreadyUsed: 'You have already used this coupon',
  notForCart: (storeName: string) => `This coupon is for ${storeName} only: add something from that store to use it`,
  minSpend: (minSpendKobo: number, storeName: string | null) =>
    storeName
      ? `Spend at least ${formatNaira(minSpendKobo)} at ${storeName} to use this coupon`
      : `Spend at least ${formatNaira(minSpendKobo)} to use this coupon`,
  signInToUse: 'Sign in to use a coupon',
} as const;

/** Who pays for the discount: an admin's coupon the platform, a vendor's coupon its store. */
export const couponBearer = (coupon: Pick<CouponTerms, 'storeId'>): CouponBearer =>
  coupon.storeId === null ? 'platform' : 'store';

/**
 * Why a coupon may not be paid for with `method`, or null: the platform pays its seller a platform
 * coupon's discount only on an order whose money came through a card provider (decision 0026) —
 * never one paid at the door or by WhatsApp, where no provider saw the shopper pay. A store's own
 * coupon costs only its store, so it goes with every method.
 */
export function couponMethodRefusal(coupon: Pick<CouponTerms, 'storeId'>, method: PaymentMethod): string | null {
  if (coupon.storeId !== null) return null;
  if (method === 'pay_on_delivery') return messages.promotions.notOnDelivery;
  if (method === 'whatsapp') return messages.promotions.notOnWhatsApp;
  return null;
}

/** Why the coupon cannot be used at `now`, before looking at the cart; null when it can. */
export function couponWindowRefusal(coupon: CouponTerms, now: Date): string | null {
  if (!coupon.active) return couponMessages.inactive;
  if (coupon.startsAt && coupon.startsAt > now) return couponMessages.notStarted;
  if (coupon.endsAt && coupon.endsAt <= now) return couponMessages.expired;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return couponMessages.usedUp;
  return null;
}

/** What the coupon takes off goods costing `baseKobo`: never more than them. */
export function couponDiscountOf(coupon: Pick<CouponTerms, 'kind' | 'percentBp' | 'amountKobo'>, baseKobo: number) {
  const off = coupon.kind === 'percent' ? percentOfKobo(baseKobo, coupon.percentBp ?? 0) : (coupon.amountKobo ?? 0);
  return Math.max(0, Math.min(off, baseKobo));
}

export type CouponOutcome =
  | { ok: true; discounts: Map<string, number>; adjust: (order: { storeId: string }) => PriceAdjustment[] }
  | { ok: false; message: string };

/**
 * The discount per store order of a cart with this coupon, or why it does not apply. A platform
 * coupon's minimum spend is on the whole cart's goods, and its discount is split over the store
 * orders in proportion to their goods, to the kobo; a store's coupon counts and discounts only its
 * own store's goods. Delivery fees are never discounted. `adjust` is priceCart's option.
 */
export function applyCoupon(coupon: CouponTerms, lines: readonly PricingLine[], now: Date): CouponOutcome {
  const refusal = couponWindowRefusal(coupon, now);
  if (refusal) return { ok: false, message: refusal };
  const subtotals = new Map<string, number>();
  for (const line of lines) subtotals.set(line.storeId, (subtotals.get(line.storeId) ?? 0) + lineTotalKobo(line));
  const eligible = [...subtotals].filter(([storeId]) => coupon.storeId === null || storeId === coupon.storeId);
  if (eligible.length === 0) return { ok: false, message: couponMessages.notForCart(coupon.storeName ?? 'one store') };
  const baseKobo = eligible.reduce((total, [, subtotal]) => total + subtotal, 0);
  if (baseKobo < coupon.minSpendKobo || baseKobo <= 0) {
    return { ok: false, message: couponMessages.minSpend(coupon.minSpendKobo, coupon.storeName) };
  }
  const totalKobo = couponDiscountOf(coupon, baseKobo);
  if (coupon.budgetKobo !== null && coupon.spentKobo + totalKobo > coupon.budgetKobo) {
    return { ok: false, message: messages.promotions.budgetSpent };
  }
  const shares = splitInProportion(
    totalKobo,
    eligible.map(([, subtotal]) => subtotal),
  );
  const discounts = new Map(eligible.map(([storeId], i) => [storeId, shares[i]!]));
  const label = `Coupon ${coupon.code}`;
  return {
    ok: true,
    discounts,
    adjust: ({ storeId }) => {
      const amount = discounts.get(storeId) ?? 0;
      return amount > 0 ? [{ kind: 'coupon', label, amountKobo: -amount }] : [];
    },
  };
}

/**
 * What the shopper paid for `units` of an order line: its price less its share of the coupon's
 * discount, in proportion and rounded down, so a return never refunds more than was paid.
 */
export function paidForUnitsKobo(line: { priceKobo: number; quantity: number; discountKobo: number }, units: number) {
  const paid = line.priceKobo * line.quantity - line.discountKobo;
  return proportionalShare(paid, units, line.quantity);
}
