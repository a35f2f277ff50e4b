import { describe, expect, it } from 'vitest';
import { ledgerRows, type LedgerEntryView } from './ledger-rows.ts';

const entry = (fields: Partial<LedgerEntryView> & Pick<LedgerEntryView, 'id' | 'amountKobo' | 'reason'>) => ({
  createdAt: '2026-11-20T10:00:00.000Z',
  orderId: null,
  trackingNumber: null,
  cashoutRequestedAt: null,
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
      rows.map((r) => [r.kind, r.kind === 'order' ? [r.grossKobo, r.commissionKobo, r.netKobo] : r.amountKobo]),
    ).toEqual([
      ['cashout', -100_000],
      ['order', [300_000, 0, 300_000]],
    ]);
  });

  it('the rows add up to the entries, so to the balance', () => {
    const entries = [
      entry({ id: '1', amountKobo: 1_000, reason: 'order_delivered', orderId: 'a' }),
      entry({ id: '2', amountKobo: -37, reason: 'commission', orderId: 'a' }),
      entry({ id: '3', amountKobo: -500, reason: 'cashout' }),
      entry({ id: '4', amountKobo: 2_500, reason: 'order_delivered', orderId: 'b' }),
    ];
    const total = ledgerRows(entries).reduce((sum, r) => sum + (r.kind === 'order' ? r.netKobo : r.amountKobo), 0);
    expect(total).toBe(1_000 - 37 - 500 + 2_500);
  });
});
