import type { DeliveryFees } from './checkout.ts';
import type { CommissionScope } from './constants.ts';

/**
 * What a cart costs: the one place the marketplace's money arithmetic is written. The server's
 * cart quote, the order placement (which writes each order's delivery fee and total and the
 * payment's amount from it) and the web's cart page all price through here, in integer kobo.
 *
 * The rules (docs/product.md#delivery-fees): a cart becomes one order per store, in the order the stores first appear
 * in it. A store order costs the sum of its lines (price × quantity), plus one delivery fee for
 * the shipping state, plus its adjustments; the grand total adds the store orders.
 *
 * Adjustments are where a later rule changes what a store order costs — a coupon (a negative
 * amount), say — without touching this arithmetic: pass `adjust`, and every caller sees the same
 * figures. A negative adjustment is a discount on the goods (src/shared/coupons.ts builds the
 * coupon's): it is split over the order's lines in proportion to what each costs, to the kobo
 * (`lineDiscountsKobo`), so each line knows what was paid for it and its commission is taken on that.
 *
 * What the marketplace keeps of a sale — its commission (docs/product.md#commission) — is not an
 * adjustment: the shopper never pays it or sees it, and no total changes. Pass `commission` (the
 * rule each line falls under) and each store order carries what the marketplace earns of it, line
 * by line; order placement freezes those figures on the order, and the ledger takes them from the
 * vendor's credit on delivery (decision 0017).
 */

/** The least a line needs to be priced: which store sells it, at what unit price, how many. */
export type PricingLine = { storeId: string; priceKobo: number; quantity: number };

/** A change to a store order's total beyond its goods and delivery: negative takes money off. */
export type PriceAdjustment = { kind: string; label: string; amountKobo: number };

export type StoreOrderPrice<L extends PricingLine = PricingLine> = {
  storeId: string;
  /** The lines as given, in the order given. */
  lines: L[];
  subtotalKobo: number;
  /** Null until the shipping state is known. */
  deliveryFeeKobo: number | null;
  adjustments: PriceAdjustment[];
  /** Subtotal + delivery fee (0 while unknown) + adjustments. */
  totalKobo: number;
  /** Each line's share of the order's discounts (its negative adjustments), in the order of the lines. */
  lineDiscountsKobo: number[];
  /** What the marketplace keeps of this order: not part of the total. Zero without `commission`. */
  commission: StoreOrderCommission;
};

export type CartPrice<L extends PricingLine = PricingLine> = {
  stores: StoreOrderPrice<L>[];
  subtotalKobo: number;
  /** Null until the shipping state is known. */
  deliveryFeeKobo: number | null;
  adjustmentsKobo: number;
  totalKobo: number;
};

export type PriceCartOptions<L extends PricingLine> = {
  /** The fee one store order pays for delivery to the chosen state (deliveryFeeForState); null before one is chosen. */
  deliveryFeeKobo: number | null;
  /** The adjustments of one store order, from its goods and fee. None when left out. */
  adjust?: (
    order: Pick<StoreOrderPrice<L>, 'storeId' | 'lines' | 'subtotalKobo' | 'deliveryFeeKobo'>,
  ) => PriceAdjustment[];
  /** The commission rules the lines fall under (commissionLookup builds it from the admin's rules). None when left out. */
  commission?: CommissionLookup<L>;
};

/** What one line costs. */
export function lineTotalKobo(line: Pick<PricingLine, 'priceKobo' | 'quantity'>): number {
  return line.priceKobo * line.quantity;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Prices lines that can be bought (the caller leaves out what cannot, and caps quantities at the
 * stock where it must) into store orders and a grand total.
 */
export function priceCart<L extends PricingLine>(lines: readonly L[], options: PriceCartOptions<L>): CartPrice<L> {
  const byStore = new Map<string, L[]>();
  for (const line of lines) {
    const storeLines = byStore.get(line.storeId);
    if (storeLines) storeLines.push(line);
    else byStore.set(line.storeId, [line]);
  }
  const stores = [...byStore].map(([storeId, storeLines]): StoreOrderPrice<L> => {
    const order = {
      storeId,
      lines: storeLines,
      subtotalKobo: sum(storeLines.map(lineTotalKobo)),
      deliveryFeeKobo: options.deliveryFeeKobo,
    };
    const adjustments = options.adjust?.(order) ?? [];
    const totalKobo = order.subtotalKobo + (order.deliveryFeeKobo ?? 0) + sum(adjustments.map((a) => a.amountKobo));
    // A discount comes off the goods only, never more than them.
    const discountKobo = Math.min(order.subtotalKobo, -sum(adjustments.map((a) => Math.min(0, a.amountKobo))));
    const lineDiscountsKobo = splitInProportion(discountKobo, storeLines.map(lineTotalKobo));
    return {
      ...order,
      adjustments,
      totalKobo,
      lineDiscountsKobo,
      commission: storeOrderCommission({ ...order, lineDiscountsKobo }, options.commission),
    };
  });
  return {
    stores,
    subtotalKobo: sum(stores.map((s) => s.subtotalKobo)),
    deliveryFeeKobo: options.deliveryFeeKobo === null ? null : sum(stores.map((s) => s.deliveryFeeKobo ?? 0)),
    adjustmentsKobo: sum(stores.flatMap((s) => s.adjustments.map((a) => a.amountKobo))),
    totalKobo: sum(stores.map((s) => s.totalKobo)),
  };
}

/**
 * `amount` split over `weights` in proportion, to the kobo: the shares add up to exactly `amount`
 * (largest remainders take the leftover kobo, the first of equals first), a weight of 0 gets
 * nothing, and no share is more than its weight when `amount` is at most their sum.
 */
export function splitInProportion(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => {
    const product = BigInt(amount) * BigInt(w);
    return { floor: Number(product / BigInt(total)), remainder: product % BigInt(total) };
  });
  let left = amount - sum(exact.map((e) => e.floor));
  const order = exact
    .map((e, i) => ({ i, remainder: e.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const shares = exact.map((e) => e.floor);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** The fee one store order pays for delivery to `state`: the state's own, else the default. */
export function deliveryFeeForState(table: DeliveryFees, state: string): number {
  return (Object.hasOwn(table.fees, state) ? table.fees[state] : undefined) ?? table.defaultFeeKobo;
}

/*
 * Commission (docs/product.md#commission, decision 0017): what the marketplace keeps of each sale.
 */

/** One basis point is 1/100 of a percent: 10000 bp is 100 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * A commission rule: a percentage (basis points) of the line and a flat fee per line, together
 * kept at least `floorKobo` and at most `capKobo` when they are set.
 */
export type CommissionRate = {
  percentBp: number;
  flatKobo: number;
  floorKobo: number | null;
  capKobo: number | null;
};
/** A rate and where it came from: what an order line freezes. */
export type CommissionRule = CommissionRate & { scope: CommissionScope };

/** The admin's rules, as far as a cart needs them: the default, and overrides by category and store id. */
export type CommissionRules = {
  platform: CommissionRate;
  /** Whether a store order's delivery fee is commissioned too (under its store's override, else the default). */
  chargeDeliveryFees: boolean;
  categories: Readonly<Record<string, CommissionRate>>;
  stores: Readonly<Record<string, CommissionRate>>;
};

/** No commission at all: the rules of a marketplace whose admin has set none. */
export const NO_COMMISSION: CommissionRate = { percentBp: 0, flatKobo: 0, floorKobo: null, capKobo: null };

/** What a line or a delivery fee was commissioned: the rule it fell under (null when none was asked) and the amount. */
export type CommissionCharge = { rule: CommissionRule | null; amountKobo: number };

export type StoreOrderCommission = {
  /** The lines' and the delivery fee's commission together; never more than the order's goods and fee. */
  amountKobo: number;
  /** One per line, in the order of the store order's lines. */
  lines: CommissionCharge[];
  /** The delivery fee's, when delivery fees are commissioned and the fee is known; else null. */
  delivery: CommissionCharge | null;
};

/** How priceCart learns the rule of each line and of each store order's delivery fee. */
export type CommissionLookup<L extends PricingLine> = {
  ruleFor: (line: L) => CommissionRule;
  /** Null: the delivery fee is not commissioned. */
  deliveryRuleFor?: (storeId: string) => CommissionRule | null;
};

/** Rounds `kobo × bp / 10000` half up, exactly: the product may pass 2^53, so it is taken in BigInt. */
export function percentOfKobo(kobo: number, percentBp: number): number {
  if (kobo <= 0 || percentBp <= 0) return 0;
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  return Number((BigInt(kobo) * BigInt(percentBp) * 2n + whole) / (2n * whole));
}

/**
 * The commission of one order line (or one delivery fee) of `baseKobo`: the percentage rounded
 * half up to the kobo, plus the flat fee, then raised to the floor and lowered to the cap when they
 * are set — and never more than the line itself, nor less than nothing.
 */
export function commissionOfLine(baseKobo: number, rate: CommissionRate): number {
  let amount = percentOfKobo(baseKobo, rate.percentBp) + rate.flatKobo;
  if (rate.floorKobo !== null) amount = Math.max(amount, rate.floorKobo);
  if (rate.capKobo !== null) amount = Math.min(amount, rate.capKobo);
  return Math.max(0, Math.min(amount, baseKobo));
}

/**
 * The rule of a line, most specific first: its store's override, else its category's, else the
 * platform default (docs/product.md#commission).
 */
export function commissionRuleFor(
  rules: CommissionRules,
  line: { storeId: string; categoryId: string | null },
): CommissionRule {
  const store = Object.hasOwn(rules.stores, line.storeId) ? rules.stores[line.storeId] : undefined;
  if (store) return { ...store, scope: 'store' };
  const category =
    line.categoryId !== null && Object.hasOwn(rules.categories, line.categoryId)
      ? rules.categories[line.categoryId]
      : undefined;
  if (category) return { ...category, scope: 'category' };
  return { ...rules.platform, scope: 'platform' };
}

/** The delivery fee's rule, when delivery fees are commissioned: the store's override, else the default. */
export function deliveryCommissionRuleFor(rules: CommissionRules, storeId: string): CommissionRule | null {
  if (!rules.chargeDeliveryFees) return null;
  const store = Object.hasOwn(rules.stores, storeId) ? rules.stores[storeId] : undefined;
  return store ? { ...store, scope: 'store' } : { ...rules.platform, scope: 'platform' };
}

/** priceCart's `commission` option from the admin's rules, for lines that know their category. */
export function commissionLookup<L extends PricingLine & { categoryId: string | null }>(
  rules: CommissionRules,
): CommissionLookup<L> {
  return {
    ruleFor: (line) => commissionRuleFor(rules, line),
    deliveryRuleFor: (storeId) => deliveryCommissionRuleFor(rules, storeId),
  };
}

function storeOrderCommission<L extends PricingLine>(
  order: { storeId: string; lines: L[]; deliveryFeeKobo: number | null; lineDiscountsKobo: number[] },
  lookup: CommissionLookup<L> | undefined,
): StoreOrderCommission {
  const lines = order.lines.map((line, i): CommissionCharge => {
    if (!lookup) return { rule: null, amountKobo: 0 };
    const rule = lookup.ruleFor(line);
    // Commission is taken on what the line was sold for: after its share of any discount.
    return { rule, amountKobo: commissionOfLine(lineTotalKobo(line) - (order.lineDiscountsKobo[i] ?? 0), rule) };
  });
  const deliveryRule =
    lookup && order.deliveryFeeKobo !== null ? (lookup.deliveryRuleFor?.(order.storeId) ?? null) : null;
  const delivery =
    deliveryRule && order.deliveryFeeKobo !== null
      ? { rule: deliveryRule, amountKobo: commissionOfLine(order.deliveryFeeKobo, deliveryRule) }
      : null;
  return { amountKobo: sum(lines.map((l) => l.amountKobo)) + (delivery?.amountKobo ?? 0), lines, delivery };
}
