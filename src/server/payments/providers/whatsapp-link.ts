import { formatNaira } from '../../../shared/money.ts';

/**
 * The wa.me link a WhatsApp checkout opens: the business number and a draft naming the order
 * references, the items and the total. No address or phone: the text ends up in URLs and logs.
 */
export function whatsappLink(input: {
  number: string;
  paymentReference: string;
  orders: {
    trackingNumber: string;
    storeName: string;
    items: { name: string; quantity: number }[];
    totalAmountKobo: number;
  }[];
  totalKobo: number;
}): string {
  const lines = [
    `Hello, I would like to pay for my Oja order (payment ${input.paymentReference}).`,
    ...input.orders.flatMap((order) => [
      '',
      `Order ${order.trackingNumber} from ${order.storeName}:`,
      ...order.items.map((item) => `- ${item.name} × ${item.quantity}`),
      `Subtotal with delivery: ${formatNaira(order.totalAmountKobo)}`,
    ]),
    '',
    `Total: ${formatNaira(input.totalKobo)}`,
  ];
  return `https://wa.me/${input.number}?text=${encodeURIComponent(lines.join('\n'))}`;
}
