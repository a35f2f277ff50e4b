import type { PaymentMethod } from '../../../shared/constants.ts';

/** The orders feature's own words (the product's stated messages are in src/shared/messages.ts). */
export const ordersUi = {
  title: 'My Orders',
  /**
   * What a card refund means for the shopper (docs/product.md#refunds): "Refunded" once the provider
   * sent it back — Flutterwave's "completed" is sent, not arrived — so the card says when to expect it.
   */
  refundPendingNote: 'Your money is on its way back through the payment provider.',
  refundSentNote: 'Refund sent to your card or bank account. Banks can take up to 15 working days to show it.',
  loading: 'Loading your orders…',
  loadMore: 'Load more orders',
  emptyHelp: 'When you place an order, you can follow it here from confirmation to delivery.',
  startShopping: 'Start Shopping',
  viewAll: 'View all orders',
  trackOrder: 'Track order',
  trackingTitle: (shortId: string) => `Tracking for order #${shortId}`,
  trackingLoading: 'Loading tracking updates…',
  trackingEmpty: 'No tracking updates yet.',
  liveHint: 'This list updates by itself when the order changes.',
  tryAgain: 'Try again',
  cancelledAttempts: (count: number) => (count === 1 ? 'Cancelled attempt (1)' : `Cancelled attempts (${count})`),
  cancelledAttemptsHelp: 'Checkouts cancelled before any payment was made. Nothing was charged for them.',
  close: 'Close',
} as const;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  whatsapp: 'WhatsApp',
  pay_on_delivery: 'Pay on delivery',
};
