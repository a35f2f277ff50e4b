import type { PaymentMethod } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';

/** Texts of the checkout that src/shared/messages.ts does not hold (spec texts live there). */
export const checkoutUi = {
  intro: 'Where should we deliver, and how would you like to pay?',
  shippingHeading: 'Shipping details',
  paymentHeading: 'Payment method',
  summaryHeading: 'Your order',
  chooseState: 'Choose a state',
  chooseStateForFee: 'Choose a state',
  processing: 'Processing…',
  placeOrder: 'Place order',
  payOnDeliveryChecking: 'Checking whether this order can be paid on delivery…',
  pay: (amount: string | null) => (amount ? `Pay ${amount}` : 'Pay'),
  stores: (count: number) => (count === 1 ? 'From 1 store' : `From ${count} stores: one order per store`),
  notIncluded: 'Not included in this order',
  changed: 'Some items in your cart have changed since you added them. Please check them before you pay.',
  nothingToBuy: 'None of the items in your cart can be bought right now.',
  quoteFailed: 'We could not check prices and stock just now. They are checked again when you place your order.',
  feesFailed: 'Delivery fees could not be loaded. Please try again in a moment.',
  profileFailed: 'Your saved name and phone could not be loaded; type them in if you like.',
  stillConfirming: 'We are still confirming your payment. Your orders will update on your profile shortly.',
  stillConfirmingHere: 'We are still confirming your payment. Your orders will update here shortly.',
  stillOpen:
    'We could not reach the payment provider just now, so your checkout is still open: nothing was cancelled. You can pay for it or cancel it from My Orders.',
  stillOpenHere:
    'We could not reach the payment provider just now, so this checkout is still open: nothing was cancelled. Please try again in a moment.',
  shortOnProfile: 'An admin will refund what you paid or accept it. Your order on your profile shows which.',
  shortHere: 'An admin will refund what you paid or accept it. This order shows which.',
  openWhatsApp: 'Open WhatsApp',
  whatsappResumed: 'Send your payment to Oja in the WhatsApp chat; your order is confirmed once an admin sees it.',
  confirming: 'Confirming your payment…',
  cancelling: 'Checking your payment with the provider…',
  methodsFailed: 'The payment methods could not be loaded. Please try again in a moment.',
  tryAgain: 'Try again',
  returnMissing: 'This page needs a payment reference. Go back to your cart to try again.',
  unpaid: {
    title: 'Checkout waiting for payment',
    resumeTitle: 'You have a checkout waiting for payment',
    resumeIntro: 'You started a checkout that has not been paid yet.',
    resumeHelp: 'Pay for it now, or cancel it to start again with your cart.',
    waitingHelp: 'You can place a new order once this one is paid or cancelled.',
    total: 'Total',
    orders: (ids: string[]) =>
      ids.length === 1 ? `Order #${ids[0]}` : `Orders ${ids.map((id) => `#${id}`).join(', ')}`,
    paysFor: (which: string) => `One payment for ${which}`,
    payNow: 'Pay now',
    cancel: 'Cancel',
    cancelIt: 'Cancel it',
    confirmCancel: 'Cancel this checkout?',
    confirmCancelHelp:
      'Its orders are cancelled and their items go back on sale. If you have already paid, we find your payment and keep your orders instead.',
    yesCancel: 'Yes, cancel it',
    keep: 'Keep it',
    viewOrders: 'View my orders',
    newCheckout: 'Place a new order instead',
    loadFailed: 'This checkout could not be loaded just now.',
  },
  sandbox: {
    title: 'Oja test payment',
    description: 'This is a test payment: no money moves. Press Pay to complete it, or Cancel to stop.',
    amount: 'Amount',
    reference: 'Reference',
    orders: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
    pay: 'Pay',
    paying: 'Paying…',
    cancel: 'Cancel',
    close: 'Close and cancel the payment',
    otherWays: 'Other test outcomes',
    transfer: 'Pay by bank transfer',
    transferHint: 'The transfer arrives a little later, as a real one does.',
    underpay: 'Pay ₦100 less',
    underpayHint: 'What an amount mismatch looks like: the payment waits for an admin.',
    unconfirmed:
      'Your order is placed, but we could not confirm your payment: your connection may have dropped. Please try again.',
    tryAgain: 'Try paying again',
  },
} as const;

/** The payment choices in words a shopper understands; the value sent is the method's name (PAYMENT_METHODS). */
export const paymentMethodLabels: Record<PaymentMethod, { label: string; hint: string }> = {
  paystack: { label: 'Card, bank transfer or USSD (Paystack)', hint: 'Pay now in a secure Paystack window.' },
  flutterwave: {
    label: 'Card, bank transfer or USSD (Flutterwave)',
    hint: 'Pay now on Flutterwave’s secure page; you come back here after.',
  },
  // WhatsApp payments go to the marketplace's own number: the shopper pays Oja, not the seller.
  whatsapp: {
    label: 'Pay Oja on WhatsApp',
    hint: 'Your order is placed now; you pay Oja in a WhatsApp chat, and your order is confirmed once the payment arrives.',
  },
  // The customer pays the seller when the order arrives (docs/product.md#pay-on-delivery).
  pay_on_delivery: {
    label: messages.payOnDelivery.choice,
    hint: 'Nothing to pay now: you pay the seller when your order arrives.',
  },
};
