// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { messages } from '../../../../../shared/messages.ts';
import { CashoutRequestForm } from './cashout-request-form.tsx';

afterEach(cleanup);

function renderForm(props: Parameters<typeof CashoutRequestForm>[0]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CashoutRequestForm {...props} />
    </QueryClientProvider>,
  );
}

test('a seller who owes commission cannot ask for a cashout, and is told why (docs/product.md#balance-owed)', () => {
  renderForm({ availableKobo: 0, owedKobo: 125_000 });
  const button = screen.getByRole('button', { name: 'Request Cashout' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  const reason = screen.getByText(messages.cashouts.owedNoCashout('₦1,250.00'));
  expect(button.getAttribute('aria-describedby')).toBe(reason.id);
});

test('a seller who owes nothing can ask', () => {
  renderForm({ availableKobo: 500_000 });
  expect((screen.getByRole('button', { name: 'Request Cashout' }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByText(/You owe/)).toBeNull();
});

test('asking for commission kept back for orders paid on delivery says so, not "Invalid amount" (decision 0019)', () => {
  renderForm({ availableKobo: 150_000, reservedKobo: 150_000 });
  fireEvent.change(screen.getByLabelText('Amount (₦)'), { target: { value: '3000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request Cashout' }));
  expect(screen.getByText(messages.cashouts.commissionReserved('₦1,500.00', '₦1,500.00'))).toBeTruthy();
  expect(screen.queryByText(messages.cashouts.invalidAmount)).toBeNull();
});
