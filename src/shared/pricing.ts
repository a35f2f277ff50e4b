import type { DeliveryFees } from './checkout.ts';

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
 * figures. None exist yet. (What the marketplace keeps of a sale — a commission — is not part of
 * what the shopper pays; it belongs with the vendor's credit in the ledger.)
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
};

/** What one line costs. */
export function lineTotalKobo(line: Pick<PricingLine, 'priceKobo' | 'quantity'>): number {
  return line.priceKobo * line.quantity;
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

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
    return { ...order, adjustments, totalKobo };
  });
  return {
    stores,
    subtotalKobo: sum(stores.map((s) => s.subtotalKobo)),
    deliveryFeeKobo: options.deliveryFeeKobo === null ? null : sum(stores.map((s) => s.deliveryFeeKobo ?? 0)),
    adjustmentsKobo: sum(stores.flatMap((s) => s.adjustments.map((a) => a.amountKobo))),
    totalKobo: sum(stores.map((s) => s.totalKobo)),
  };
}

/** The fee one store order pays for delivery to `state`: the state's own, else the default. */
export function deliveryFeeForState(table: DeliveryFees, state: string): number {
  return (Object.hasOwn(table.fees, state) ? table.fees[state] : undefined) ?? table.defaultFeeKobo;
}
