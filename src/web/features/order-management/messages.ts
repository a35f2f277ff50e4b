/** Texts of the vendor's and the admin's order cards that src/shared/messages.ts does not hold. */
export const orderManagementMessages = {
  // An unpaid card order: the vendor accepts it once the card payment arrives.
  awaitingCardPayment: 'Awaiting payment.',
  awaitingCardPaymentHint: 'You can accept it once the card payment arrives.',
  // An unpaid WhatsApp order, on the vendor's card: the money goes to Oja's number.
  awaitingPaymentToOja: 'Awaiting payment to Oja.',
  awaitingPaymentToOjaHint: 'An admin confirms the WhatsApp payment.',
  // An order paid on delivery, refused at the door: cancelled, its items back in stock.
  yesRefused: 'Yes, it was refused',
  // The order's money after the sale, as the ledger holds it (shared/order-money.ts).
  netEarned: (naira: string) => `Net ${naira}`,
  netOnDelivery: (naira: string) => `Net ${naira} on delivery`,
  nothingEarned: 'Nothing earned',
  afterCommission: (naira: string) => `after ${naira} commission`,
  withOjaCoupon: (naira: string) => `incl. ${naira} Oja coupon`,
  refunded: (naira: string) => `${naira} refunded`,
} as const;
