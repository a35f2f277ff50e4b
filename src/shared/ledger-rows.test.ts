import { describe, expect, it } from 'vitest';
import { ledgerRows, type LedgerEntryView } from './ledger-rows.ts';

const entry = (fields: Partial<LedgerEntryView> & Pick<LedgerEntryView, 'id' | 'amountKobo' | 'reason'>) => ({
  createdAt: '2026-11-20T10:00:00.000Z',
  orderId: null,
  trackingNumber: null,
  paidOnDelivery: false,
  orderTotalKobo: null,
  cashoutRequestedAt: null,
  cashoutStatus: null,
  pending: false,
  availableAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('the ledger as the seller reads it (docs/product.md#commission)', () => {
  it('shows an order’s sale and commission as one row of gross, commission and net', () => {
    const rows = ledgerRows([
      entry({ id: 'c', amountKobo: -65_000, reason: 'commission', orderId: 'o1', trackingNumber: 'OJA-1' }),
      entry({ id: 's', amountKobo: 650_000, reason: 'order_delivered', orderId: 'o1', trackingNumber: 'OJA-1' }),
    ]);
    expect(rows).toEqual([
      {
        kind: 'order',
        id: 'c',
        orderId: 'o1',
        trackingNumber: 'OJA-1',
        createdAt: '2026-11-20T10:00:00.000Z',
        grossKobo: 650_000,
        commissionKobo: 65_000,
        netKobo: 585_000,
        paidOnDelivery: false,
        collectedKobo: 0,
        pendingUntil: null,
      },
    ]);
  });

  it('an order whose money is still held says until when (decision 0020)', () => {
    const held = { pending: true, availableAt: '2026-11-23T10:00:00.000Z', orderId: 'o3' };
    const rows = ledgerRows([
      entry({ id: 'c', amountKobo: -10_000, reason: 'commission', ...held }),
      entry({ id: 's', amountKobo: 100_000, reason: 'order_delivered', ...held }),
    ]);
    expect(rows).toMatchObject([{ kind: 'order', netKobo: 90_000, pendingUntil: '2026-11-23T10:00:00.000Z' }]);
  });

  it('an order without commission nets its whole total; cashouts keep their own rows, in order', () => {
    const rows = ledgerRows([
      entry({ id: 'x', amountKobo: -100_000, reason: 'cashout', cashoutRequestedAt: '2026-11-19T09:00:00.000Z' }),
      entry({ id: 's', amountKobo: 300_000, reason: 'order_delivered', orderId: 'o2' }),
    ]);
    expect(
      rows.map((r) => [
        r.kind,
        r.kind === 'order' ? [r.grossKobo, r.commissionKobo, r.netKobo] : r.kind === 'cashout' ? r.amountKobo : null,
      ]),
    ).toEqual([
      ['cashout', -100_000],
      ['order', [300_000, 0, 300_000]],
    ]);
  });

  it('an order paid on delivery: what was collected at the door, and the commission owed (docs/product.md#pay-on-delivery)', () => {
    const rows = ledgerRows([
      entry({
        id: 'c',
        amountKobo: -40_000,
        reason: 'commission',
        orderId: 'o4',
        paidOnDelivery: true,
        orderTotalKobo: 400_000,
      }),
    ]);
    expect(rows).toMatchObject([
      {
        kind: 'order',
        paidOnDelivery: true,
        collectedKobo: 400_000,
        grossKobo: 0,
        commissionKobo: 40_000,
        netKobo: -40_000,
      },
    ]);
  });

  it('a return is a row of its own: the refund and the commission given back (docs/product.md#returns)', () => {
    const rows = ledgerRows([
      entry({ id: 'r', amountKobo: 4_000, reason: 'commission_refund', orderId: 'o5' }),
      entry({ id: 'q', amountKobo: -400_000, reason: 'return_refund', orderId: 'o5' }),
      entry({ id: 'c', amountKobo: -65_000, reason: 'commission', orderId: 'o5' }),
      entry({ id: 's', amountKobo: 650_000, reason: 'order_delivered', orderId: 'o5' }),
    ]);
    expect(rows).toMatchObject([
      { kind: 'return', id: 'r', refundKobo: 400_000, commissionBackKobo: 4_000, netKobo: -396_000 },
      { kind: 'order', id: 'c', grossKobo: 650_000, commissionKobo: 65_000, netKobo: 585_000 },
    ]);
  });

  it('the rows add up to the entries, so to the balance', () => {
    const entries = [
      entry({ id: '1', amountKobo: 1_000, reason: 'order_delivered', orderId: 'a' }),
      entry({ id: '2', amountKobo: -37, reason: 'commission', orderId: 'a' }),
      entry({ id: '3', amountKobo: -500, reason: 'cashout' }),
      entry({ id: '4', amountKobo: 2_500, reason: 'order_delivered', orderId: 'b' }),
      entry({ id: '5', amountKobo: -900, reason: 'return_refund', orderId: 'b' }),
      entry({ id: '6', amountKobo: 20, reason: 'commission_refund', orderId: 'b' }),
      entry({ id: '7', amountKobo: -300, reason: 'commission', orderId: 'c', paidOnDelivery: true }),
    ];
    const total = ledgerRows(entries).reduce((sum, r) => sum + (r.kind === 'cashout' ? r.amountKobo : r.netKobo), 0);
    expect(total).toBe(1_000 - 37 - 500 + 2_500 - 900 + 20 - 300);
  });

  it('an Oja coupon credit is a row of its own: under review while an admin looks, rejected once refused (decision 0026)', () => {
    const onOrder = { orderId: 'o9', trackingNumber: 'OJA-9' };
    const held = ledgerRows([
      entry({ id: 'p', amountKobo: 50_000, reason: 'platform_discount', pending: true, underReview: true, ...onOrder }),
    ]);
    expect(held).toMatchObject([
      { kind: 'promotion', creditKobo: 50_000, netKobo: 50_000, status: 'under_review', pendingUntil: null },
    ]);
    const rejected = ledgerRows([
      entry({ id: 'r', amountKobo: -50_000, reason: 'platform_discount_rejected', ...onOrder }),
      entry({ id: 'p', amountKobo: 50_000, reason: 'platform_discount', ...onOrder }),
    ]);
    expect(rejected).toMatchObject([{ kind: 'promotion', creditKobo: 50_000, netKobo: 0, status: 'rejected' }]);
  });
});
