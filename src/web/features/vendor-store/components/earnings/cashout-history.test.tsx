// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { OwnCashout } from '../../api/earnings.ts';
import { CashoutHistory } from './cashout-history.tsx';

afterEach(cleanup);

const cashout = (id: string, status: OwnCashout['status'], extra: Partial<OwnCashout> = {}): OwnCashout => ({
  id,
  amountKobo: 400_000,
  status,
  adminNotes: status === 'pending' ? null : 'Processed by admin',
  failureReason: null,
  waitingOnMarketplace: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

test('a vendor sees each cashout’s status in words: processing on its way, paid, failed with the reason', () => {
  render(
    <CashoutHistory
      cashouts={[
        cashout('a', 'processing'),
        cashout('b', 'paid'),
        cashout('c', 'failed', { failureReason: 'Account is dormant' }),
        cashout('d', 'pending'),
      ]}
    />,
  );
  const [processing, paid, failed, pending] = screen.getAllByTestId('cashout');
  expect(within(processing!).getByText('Processing')).toBeTruthy();
  expect(processing!.textContent).toContain('Bank transfer on its way');
  expect(within(paid!).getByText('Paid')).toBeTruthy();
  expect(paid!.textContent).toContain('Paid to your bank');
  expect(within(failed!).getByText('Failed')).toBeTruthy();
  expect(within(failed!).getByTestId('cashout-failure').textContent).toContain('Account is dormant');
  expect(failed!.textContent).toContain('The amount is back in your balance');
  expect(within(pending!).getByText('Pending')).toBeTruthy();
});
