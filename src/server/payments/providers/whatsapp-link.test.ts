import { describe, expect, it } from 'vitest';
import { WHATSAPP_MAX_LINK_LENGTH, whatsappLink } from './whatsapp-link.ts';

const NUMBER = '2348031234567';
const REFERENCE = 'LXP-1732450000000-AB12CD';

const textOf = (link: string) => new URL(link).searchParams.get('text')!;
const itemLines = (text: string) => text.split('\n').filter((line) => line.startsWith('- '));

/** One store's order of `count` lines named "Item 1" … "Item N". */
function oneStoreCart(count: number, name = (i: number) => `Item ${i}`) {
  return {
    number: NUMBER,
    paymentReference: REFERENCE,
    totalKobo: 5_150_000,
    orders: [
      {
        trackingNumber: 'ORD-20261124-0001',
        storeName: 'Mama Put',
        totalAmountKobo: 5_150_000,
        items: Array.from({ length: count }, (_, i) => ({ name: name(i + 1), quantity: 1 })),
      },
    ],
  };
}

describe('the WhatsApp link', () => {
  it('asks to pay Oja, the marketplace, naming the payment reference, every line of a small cart and the total', () => {
    const link = whatsappLink({
      number: NUMBER,
      paymentReference: REFERENCE,
      totalKobo: 920_000,
      orders: [
        {
          trackingNumber: 'ORD-1',
          storeName: 'Mama Put',
          totalAmountKobo: 650_000,
          items: [{ name: 'Kettle', quantity: 2 }],
        },
        {
          trackingNumber: 'ORD-2',
          storeName: 'Baba Ijebu',
          totalAmountKobo: 270_000,
          items: [{ name: 'Prayer Mat', quantity: 1 }],
        },
      ],
    });
    expect(link.startsWith(`https://wa.me/${NUMBER}?text=`)).toBe(true);
    expect(textOf(link)).toBe(
      [
        `Hello Oja, I would like to pay Oja for my order (payment ${REFERENCE}).`,
        '',
        'Order ORD-1 from Mama Put:',
        '- Kettle × 2',
        'Subtotal with delivery: ₦6,500.00',
        '',
        'Order ORD-2 from Baba Ijebu:',
        '- Prayer Mat × 1',
        'Subtotal with delivery: ₦2,700.00',
        '',
        'Total: ₦9,200.00',
      ].join('\n'),
    );
    expect(textOf(link)).not.toMatch(/seller/i);
  });

  it('lists ten lines of a 50-line cart, then "and 40 more items", and stays under 2,000 characters', () => {
    const link = whatsappLink(oneStoreCart(50));
    const text = textOf(link);
    expect(itemLines(text)).toEqual(Array.from({ length: 10 }, (_, i) => `- Item ${i + 1} × 1`));
    expect(text).toContain('\nand 40 more items\n');
    expect(text).toContain(REFERENCE);
    expect(text.endsWith('Total: ₦51,500.00')).toBe(true);
    expect(link.length).toBeLessThan(WHATSAPP_MAX_LINK_LENGTH);
  });

  it('lists an eleven-line cart as ten lines and "and 1 more item"', () => {
    const text = textOf(whatsappLink(oneStoreCart(11)));
    expect(itemLines(text)).toHaveLength(10);
    expect(text).toContain('\nand 1 more item\n');
  });

  it('lists exactly ten lines without a count', () => {
    const text = textOf(whatsappLink(oneStoreCart(10)));
    expect(itemLines(text)).toHaveLength(10);
    expect(text).not.toContain('more item');
  });

  it('cuts long product names so the link stays under 2,000 characters', () => {
    const longName = (i: number) =>
      `Ọ̀já ${i} — hand-woven Aṣọ Òkè with gold thread, extra long, for weddings and owambe`;
    const link = whatsappLink(oneStoreCart(50, longName));
    expect(link.length).toBeLessThan(WHATSAPP_MAX_LINK_LENGTH);
    const lines = itemLines(textOf(link));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(10);
    for (const line of lines) expect(line).toMatch(/^- Ọ̀já \d+.*… × 1$/u);
    expect(textOf(link)).toContain(REFERENCE);
    expect(textOf(link)).toContain('Total: ₦51,500.00');
  });

  it('counts the orders of a 50-store cart it cannot list, keeping the reference and total', () => {
    const link = whatsappLink({
      number: NUMBER,
      paymentReference: REFERENCE,
      totalKobo: 50 * 300_000,
      orders: Array.from({ length: 50 }, (_, i) => ({
        trackingNumber: `ORD-20261124-${String(i + 1).padStart(4, '0')}`,
        storeName: `Store number ${i + 1} of the Balogun market`,
        totalAmountKobo: 300_000,
        items: [{ name: `Product ${i + 1}`, quantity: 1 }],
      })),
    });
    expect(link.length).toBeLessThan(WHATSAPP_MAX_LINK_LENGTH);
    const text = textOf(link);
    const listedOrders = text.split('\n').filter((line) => line.startsWith('Order ')).length;
    expect(listedOrders).toBeGreaterThan(0);
    expect(text).toContain(`\nand ${50 - listedOrders} more orders`);
    expect(text).toContain(`\nand ${50 - itemLines(text).length} more items`);
    expect(text).toContain(REFERENCE);
    expect(text.endsWith('Total: ₦150,000.00')).toBe(true);
  });
});
