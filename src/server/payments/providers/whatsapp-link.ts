import { formatNaira } from '../../../shared/money.ts';

/** At most this many item lines in the message; the rest are counted ("and 40 more items"). */
export const WHATSAPP_MAX_ITEM_LINES = 10;
/** The whole link stays under this many characters (docs/payment-providers.md#whatsapp-links: a 50-line cart made 8,742). */
export const WHATSAPP_MAX_LINK_LENGTH = 2000;

type WhatsappOrder = {
  trackingNumber: string;
  storeName: string;
  items: { name: string; quantity: number }[];
  totalAmountKobo: number;
};

/**
 * The wa.me link a WhatsApp checkout opens: the marketplace's number and a draft saying the shopper
 * pays Oja (the marketplace receives WhatsApp payments, not the seller), naming the payment
 * reference, the orders, up to ten item lines and the total. No address or phone: the text ends up
 * in URLs and logs. A long cart is shortened until the link is under 2,000 characters: long names
 * are cut, then the last orders are counted instead of listed; the reference and total always stay.
 */
export function whatsappLink(input: {
  number: string;
  paymentReference: string;
  orders: WhatsappOrder[];
  totalKobo: number;
}): string {
  const link = (shape: Shape) =>
    `https://wa.me/${input.number}?text=${encodeURIComponent(messageLines(input, shape).join('\n'))}`;
  for (const shape of shapesToTry(input.orders.length)) {
    const url = link(shape);
    if (url.length < WHATSAPP_MAX_LINK_LENGTH) return url;
  }
  // The reference, a count and the total: always short.
  return link({ nameLimit: 20, maxItems: 0, maxOrders: 0 });
}

type Shape = { nameLimit: number; maxItems: number; maxOrders: number };

/** From the fullest message to the shortest: cut names, then list fewer orders, then fewer items. */
function* shapesToTry(orderCount: number): Generator<Shape> {
  for (const nameLimit of [Infinity, 40, 20]) {
    yield { nameLimit, maxItems: WHATSAPP_MAX_ITEM_LINES, maxOrders: orderCount };
  }
  for (let maxOrders = orderCount - 1; maxOrders >= 1; maxOrders -= 1) {
    yield { nameLimit: 20, maxItems: WHATSAPP_MAX_ITEM_LINES, maxOrders };
  }
  for (let maxItems = WHATSAPP_MAX_ITEM_LINES - 1; maxItems >= 0; maxItems -= 1) {
    yield { nameLimit: 20, maxItems, maxOrders: 1 };
  }
}

function messageLines(
  input: { paymentReference: string; orders: WhatsappOrder[]; totalKobo: number },
  shape: Shape,
): string[] {
  const cut = (text: string) => {
    const chars = [...text]; // by code point, so an emoji or accented letter is never split
    return chars.length <= shape.nameLimit ? text : `${chars.slice(0, shape.nameLimit - 1).join('')}…`;
  };
  const lines = [`Hello Oja, I would like to pay Oja for my order (payment ${input.paymentReference}).`];
  let listed = 0;
  let hiddenItems = 0;
  input.orders.forEach((order, index) => {
    if (index >= shape.maxOrders) {
      hiddenItems += order.items.length;
      return;
    }
    lines.push('', `Order ${order.trackingNumber} from ${cut(order.storeName)}:`);
    for (const item of order.items) {
      if (listed < shape.maxItems) {
        lines.push(`- ${cut(item.name)} × ${item.quantity}`);
        listed += 1;
      } else hiddenItems += 1;
    }
    lines.push(`Subtotal with delivery: ${formatNaira(order.totalAmountKobo)}`);
  });
  const hiddenOrders = Math.max(0, input.orders.length - shape.maxOrders);
  if (hiddenItems > 0 || hiddenOrders > 0) {
    lines.push('');
    if (hiddenItems > 0) lines.push(`and ${hiddenItems} more ${hiddenItems === 1 ? 'item' : 'items'}`);
    if (hiddenOrders > 0) lines.push(`and ${hiddenOrders} more ${hiddenOrders === 1 ? 'order' : 'orders'}`);
  }
  lines.push('', `Total: ${formatNaira(input.totalKobo)}`);
  return lines;
}
