import { messages } from './messages.ts';
import { formatNaira } from './money.ts';

/**
 * Whether a checkout may be paid on delivery (docs/product.md#pay-on-delivery, decision 0019), and
 * if not, why, in the shopper's words: every store of the cart must have opted in, and the
 * checkout's total (delivery fees included: what the rider collects) must be at most the admin's
 * cap — exactly the cap is allowed. No reasons means it may. The server decides with this, both
 * when it quotes the checkout and when it places the order.
 */
export function payOnDeliveryRefusals(input: {
  /** The stores of the cart, in the cart's order; a store may appear once per line. */
  stores: readonly { storeName: string; offersPayOnDelivery: boolean }[];
  totalKobo: number;
  capKobo: number;
}): string[] {
  const notOffering = [
    ...new Set(input.stores.filter((store) => !store.offersPayOnDelivery).map((store) => store.storeName)),
  ];
  const reasons: string[] = [];
  if (notOffering.length > 0) reasons.push(messages.payOnDelivery.notOfferedBy(notOffering.join(', ')));
  if (input.totalKobo > input.capKobo) reasons.push(messages.payOnDelivery.overCap(formatNaira(input.capKobo)));
  return reasons;
}
