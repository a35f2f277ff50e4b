import { describe, expect, test } from 'vitest';
import type { PaymentIssueView } from '../../../shared/checkout.ts';
import { PAYMENT_ISSUE_KINDS } from '../../../shared/constants.ts';
import {
  expectedAmountText,
  paymentIssueKindLabels,
  refundAmountKobo,
  refundBadge,
  refundLook,
  refundQuestion,
  reportedDiffers,
  reportedText,
  visibleActions,
} from './payment-issue-labels.ts';

/** A Paystack payment of ₦2,500.00 that Paystack says was ₦2,000.00. */
function mismatch(overrides: Partial<PaymentIssueView> = {}): PaymentIssueView {
  return {
    id: 'issue-1',
    kind: 'amount_mismatch',
    status: 'open',
    createdAt: '2026-11-25T10:00:00.000Z',
    detail: 'Paystack reported ₦2,000.00; the checkout is ₦2,500.00.',
    payment: {
      reference: 'LXP-1764064800000-ab12cd',
      provider: 'paystack',
      providerTransactionId: '4099260516',
      status: 'pending',
      amountKobo: 250_000,
      currency: 'NGN',
      customerEmail: 'chidi@example.com',
      createdAt: '2026-11-25T09:58:00.000Z',
    },
    expected: { amountKobo: 250_000, currency: 'NGN' },
    reported: { status: 'success', amountKobo: 200_000, currency: 'NGN' },
    refund: null,
    resolution: null,
    actions: ['retry', 'refund', 'resolve'],
    ...overrides,
  };
}

describe('the words on a card', () => {
  test('every kind of issue has its own title', () => {
    expect(PAYMENT_ISSUE_KINDS.map((kind) => paymentIssueKindLabels[kind])).toEqual([
      'Amount does not match',
      'Refund failed',
      'Provider could not be reached',
      'Paid after the order was cancelled',
      'Return refund the vendor cannot cover',
      'Refund needs the customer’s bank account',
      'Refund refused by the provider',
    ]);
  });

  test('what Oja expected is the amount in naira with its currency', () => {
    expect(expectedAmountText(mismatch())).toBe('₦2,500.00 NGN');
  });

  test('what the provider said is its status, amount in naira and currency', () => {
    expect(reportedText(mismatch())).toBe('success, ₦2,000.00, NGN');
  });

  test('what an unreachable provider did not say is a dash', () => {
    const issue = mismatch({
      kind: 'provider_unreachable',
      reported: { status: null, amountKobo: null, currency: null },
    });
    expect(reportedText(issue)).toBe('—, —, —');
  });

  test('a refund reads pending until the provider confirms it', () => {
    expect(refundLook.pending.label).toBe('Refund pending');
    expect(refundLook.processed.label).toBe('Refunded');
    expect(refundLook.failed.label).toBe('Refund failed');
    expect(refundLook.needs_attention.label).toBe('Needs bank account');
    expect(refundLook.refused.label).toBe('Refund refused');
  });
});

describe('which of the provider’s values disagree', () => {
  test('a different amount is marked, the same currency is not', () => {
    expect(reportedDiffers(mismatch())).toEqual({ amount: true, currency: false });
  });

  test('a different currency is marked whatever its case', () => {
    const issue = mismatch({ reported: { status: 'success', amountKobo: 250_000, currency: 'usd' } });
    expect(reportedDiffers(issue)).toEqual({ amount: false, currency: true });
    expect(
      reportedDiffers(mismatch({ reported: { status: 'success', amountKobo: 250_000, currency: 'ngn' } })),
    ).toEqual({ amount: false, currency: false });
  });

  test('a value the provider did not say is not marked', () => {
    const issue = mismatch({ reported: { status: null, amountKobo: null, currency: null } });
    expect(reportedDiffers(issue)).toEqual({ amount: false, currency: false });
  });
});

describe('the refund question', () => {
  test('names what the provider holds and the provider', () => {
    expect(refundQuestion(mismatch())).toBe('Refund ₦2,000.00 to the customer through Paystack?');
  });

  test('uses the payment’s amount when the provider said none', () => {
    const issue = mismatch({
      payment: { ...mismatch().payment, provider: 'flutterwave' },
      reported: { status: null, amountKobo: null, currency: null },
    });
    expect(refundAmountKobo(issue)).toBe(250_000);
    expect(refundQuestion(issue)).toBe('Refund ₦2,500.00 to the customer through Flutterwave?');
  });
});

describe('which buttons a card shows', () => {
  test('those the server offers, in the order Retry, Refund, Mark resolved', () => {
    expect(visibleActions(mismatch({ actions: ['resolve', 'retry', 'refund'] }))).toEqual([
      'retry',
      'refund',
      'resolve',
    ]);
    expect(visibleActions(mismatch({ actions: ['resolve'] }))).toEqual(['resolve']);
  });

  test('none on a resolved issue', () => {
    const issue = mismatch({
      status: 'resolved',
      resolution: { note: 'Customer paid the rest by transfer', by: 'Ada Admin', at: '2026-11-25T11:00:00.000Z' },
    });
    expect(visibleActions(issue)).toEqual([]);
  });

  test('a refund Paystack holds offers its account first, and no Refund', () => {
    const held = mismatch({
      actions: ['retry', 'refund', 'refund_to_account', 'resolve'],
      refund: { id: 'r1', amountKobo: 200_000, status: 'needs_attention', orderId: null },
    });
    expect(visibleActions(held)).toEqual(['refund_to_account', 'retry', 'resolve']);
  });

  test('a refund Paystack is processing again after its retry reads Refund processing', () => {
    expect(
      refundBadge({ id: 'r1', amountKobo: 1, status: 'pending', orderId: null, providerStatus: 'processing' }).label,
    ).toBe('Refund processing');
    expect(refundBadge({ id: 'r1', amountKobo: 1, status: 'pending', orderId: null }).label).toBe('Refund pending');
  });

  test('a refused refund offers Send again and Mark refunded, and no Refund', () => {
    const refused = mismatch({
      actions: ['retry', 'send_refund_again', 'mark_refunded', 'resolve'],
      refund: { id: 'r1', amountKobo: 200_000, status: 'refused', orderId: null },
    });
    expect(visibleActions(refused)).toEqual(['send_refund_again', 'retry', 'mark_refunded', 'resolve']);
  });

  test('no Refund while a refund is pending or done', () => {
    const pending = mismatch({ refund: { id: 'r1', amountKobo: 200_000, status: 'pending', orderId: null } });
    expect(visibleActions(pending)).toEqual(['retry', 'resolve']);
    const processed = mismatch({ refund: { id: 'r1', amountKobo: 200_000, status: 'processed', orderId: null } });
    expect(visibleActions(processed)).toEqual(['retry', 'resolve']);
  });

  test('Refund again after a refund failed, when the server offers it', () => {
    const failed = mismatch({
      kind: 'refund_failed',
      refund: { id: 'r1', amountKobo: 200_000, status: 'failed', orderId: null },
    });
    expect(visibleActions(failed)).toEqual(['retry', 'refund', 'resolve']);
  });
});
