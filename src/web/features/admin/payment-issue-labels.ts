import type { PaymentIssueView } from '../../../shared/checkout.ts';
import type { PaymentIssueKind, PaymentProvider, RefundStatus } from '../../../shared/constants.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { BadgeTone } from '../../components/ui/status-badge.tsx';

/** What went wrong, in the admin's words: the card's title. */
export const paymentIssueKindLabels: Record<PaymentIssueKind, string> = {
  amount_mismatch: 'Amount does not match',
  refund_failed: 'Refund failed',
  provider_unreachable: 'Provider could not be reached',
  paid_after_cancel: 'Paid after the order was cancelled',
  return_debit_short: 'Return refund the vendor cannot cover',
  refund_needs_attention: 'Refund needs the customer’s bank account',
  refund_refused: 'Refund refused by the provider',
};

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  whatsapp: 'WhatsApp',
  pay_on_delivery: 'Pay on delivery',
  sandbox: 'Sandbox (test mode)',
};

/**
 * A refund row's state: "Refund pending" until the provider confirms it; "Needs bank account"
 * while Paystack holds it (money deducted); "Refund refused" when the provider would not take it.
 */
export const refundLook: Record<RefundStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Refund pending', tone: 'yellow' },
  needs_attention: { label: 'Needs bank account', tone: 'yellow' },
  refused: { label: 'Refund refused', tone: 'red' },
  processed: { label: 'Refunded', tone: 'green' },
  failed: { label: 'Refund failed', tone: 'red' },
};

/** The refund's badge: the provider's `processing` (a retried needs-attention refund) reads as such. */
export function refundBadge(refund: NonNullable<PaymentIssueView['refund']>): { label: string; tone: BadgeTone } {
  if (refund.status === 'pending' && refund.providerStatus === 'processing') {
    return { label: 'Refund processing', tone: 'yellow' };
  }
  return refundLook[refund.status];
}

/** Said for a value the provider did not give (or could not, being unreachable). */
export const NOT_SAID = '—';

/** "₦2,500.00 NGN": an amount with its currency, as Oja expected it. */
export function expectedAmountText(issue: PaymentIssueView): string {
  return `${formatNaira(issue.expected.amountKobo)} ${issue.expected.currency}`;
}

/** The provider's last word, one value each, with a dash for what it did not say. */
export function reportedValues(issue: PaymentIssueView): { status: string; amount: string; currency: string } {
  const { status, amountKobo, currency } = issue.reported;
  return {
    status: status ?? NOT_SAID,
    amount: amountKobo === null ? NOT_SAID : formatNaira(amountKobo),
    currency: currency ?? NOT_SAID,
  };
}

/** "success, ₦2,000.00, NGN": what the provider said, in one line. */
export function reportedText(issue: PaymentIssueView): string {
  const { status, amount, currency } = reportedValues(issue);
  return `${status}, ${amount}, ${currency}`;
}

/**
 * Which of the provider's values disagree with what Oja expected, so the card can mark them. A
 * value the provider did not say disagrees with nothing.
 */
export function reportedDiffers(issue: PaymentIssueView): { amount: boolean; currency: boolean } {
  const { amountKobo, currency } = issue.reported;
  return {
    amount: amountKobo !== null && amountKobo !== issue.expected.amountKobo,
    currency: currency !== null && currency.toUpperCase() !== issue.expected.currency.toUpperCase(),
  };
}

/**
 * The money a refund would return: what the provider says it holds when it said an amount (a
 * customer who paid a different amount gets back what they paid), else the payment's amount.
 */
export function refundAmountKobo(issue: PaymentIssueView): number {
  return issue.reported.amountKobo ?? issue.payment.amountKobo;
}

/** "Refund ₦2,000.00 to the customer through Paystack?": the refund's confirm question. */
export function refundQuestion(issue: PaymentIssueView): string {
  return `Refund ${formatNaira(refundAmountKobo(issue))} to the customer through ${paymentProviderLabels[issue.payment.provider]}?`;
}

export type PaymentIssueAction = PaymentIssueView['actions'][number];
const ACTION_ORDER: readonly PaymentIssueAction[] = [
  'refund_to_account',
  'send_refund_again',
  'retry',
  'refund',
  'mark_refunded',
  'accept',
  'resolve',
];

/**
 * The buttons a card shows, always in the same order: those the server offers, none on a resolved
 * issue, and no Refund while a refund is already pending or done.
 */
export function visibleActions(issue: PaymentIssueView): PaymentIssueAction[] {
  if (issue.status !== 'open') return [];
  const refundUnderWay = issue.refund !== null && issue.refund.status !== 'failed';
  return ACTION_ORDER.filter((action) => issue.actions.includes(action) && !(action === 'refund' && refundUnderWay));
}
