import type {
  NigerianState,
  OrderStatus,
  PaymentIssueKind,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  RefundStatus,
  ReturnStatus,
} from './constants.ts';

/**
 * The shapes the checkout, payment and order endpoints answer with. Both sides read them: the server
 * builds them, the web shows them. Money is integer kobo.
 */

/** One cart line as the database sees it now. `product` is null when the product no longer exists. */
export type QuotedLine = {
  productId: string;
  /** The size/colour chosen (decision 0025), and how orders will name it; null without one. */
  variantId?: string | null;
  variantLabel?: string | null;
  quantity: number;
  product: {
    name: string;
    priceKobo: number;
    stockQuantity: number;
    images: string[];
    storeId: string;
    storeName: string;
    storeSlug: string;
    /** Both the product and its store are active. */
    available: boolean;
  } | null;
};

export type QuotedStore = {
  storeId: string;
  storeName: string;
  /** Lines that can be bought now, with the quantity cut to the stock. */
  subtotalKobo: number;
  /** Null until a state is chosen. */
  deliveryFeeKobo: number | null;
  /** What the cart's coupon takes off this store order's goods (docs/product.md#coupons); 0 without one. */
  discountKobo?: number;
  totalKobo: number;
};

export type CartQuote = {
  lines: QuotedLine[];
  stores: QuotedStore[];
  state: NigerianState | null;
  subtotalKobo: number;
  deliveryFeeKobo: number | null;
  totalKobo: number;
  /** The coupon the quote was asked with, as its code is written, and what it takes off in all; null without one. */
  coupon?: {
    code: string;
    discountKobo: number;
    /**
     * The payment methods this coupon may not be paid with, each with why (decision 0026: a platform
     * coupon only with a card provider); empty for a store's own coupon.
     */
    refusedFor?: Partial<Record<PaymentMethod, string>>;
  } | null;
  /**
   * Whether this cart may be paid on delivery (docs/product.md#pay-on-delivery): the admin's cap,
   * and why not, in the shopper's words (no reasons: it may). Before a state is chosen the total
   * has no delivery fee yet; placing the order decides again with it.
   */
  payOnDelivery: { capKobo: number; reasons: string[] };
};

export type DeliveryFees = { fees: Record<string, number>; defaultFeeKobo: number };

/** What the browser does next to take the payment. */
export type PaymentStep =
  /** Our own sandbox popup: Pay → POST /api/payments/sandbox/:reference/pay, then verify. */
  | { kind: 'sandbox' }
  /** Paystack InlineJS: resumeTransaction(accessCode); authorizationUrl is the no-JavaScript fallback. */
  | { kind: 'paystack'; accessCode: string; authorizationUrl: string; publicKey: string | null }
  /** Flutterwave hosted checkout: go to `link`; it returns to /checkout/return with the transaction id. */
  | { kind: 'flutterwave'; link: string }
  /** wa.me link with the order references, items and total; opened in a new tab. */
  | { kind: 'whatsapp'; url: string }
  /** Nothing to pay now: the customer pays the vendor at the door (docs/product.md#pay-on-delivery). */
  | { kind: 'pay_on_delivery' };

export type PlacedOrder = { id: string; trackingNumber: string; storeName: string; totalAmountKobo: number };

export type Checkout = {
  reference: string;
  provider: PaymentProvider;
  paymentMethod: PaymentMethod;
  amountKobo: number;
  status: PaymentStatus;
  orders: PlacedOrder[];
  next: PaymentStep;
};

export type PaymentView = {
  reference: string;
  provider: PaymentProvider;
  paymentMethod: PaymentMethod;
  amountKobo: number;
  status: PaymentStatus;
  /**
   * The provider says the money is on its way (a bank transfer started but not arrived): the
   * checkout stays pending, its stock reserved, and the shopper sees "Waiting for your transfer
   * to arrive".
   */
  waiting: boolean;
  /** While the checkout is unpaid (status pending): how to pay it now (Pay now). Null otherwise. */
  next: PaymentStep | null;
  /**
   * The provider took less than asked (docs/product.md#needs-attention): `paidKobo` is what it
   * reported. The checkout stays pending until an admin refunds or accepts it; the shopper has
   * nothing to pay or cancel meanwhile (`next` is null). Null for any other payment.
   */
  short: { paidKobo: number } | null;
  createdAt: string;
  orders: { id: string; status: OrderStatus; paymentStatus: PaymentStatus }[];
};

/** GET /api/payments/open: the shopper's newest checkout still waiting for its payment, if any. */
export type OpenCheckout = { payment: PaymentView | null };

/** GET /api/checkout/methods: what the checkout may offer on this marketplace now. */
export type PaymentSetup = {
  /** The methods that are configured, in display order; empty when payment is not set up yet. */
  methods: PaymentMethod[];
  /** The sandbox stands in for a card provider: no real money moves (a TEST MODE ribbon says so). */
  testMode: boolean;
};

/** A refund Oja asked a provider for (docs/product.md#refunds), with the provider's last word. */
export type RefundView = {
  id: string;
  amountKobo: number;
  status: RefundStatus;
  orderId: string | null;
  /** The provider's own status (`needs-attention`, `processing`…); null before it answered. */
  providerStatus?: string | null;
  /** The provider's words when it refused the refund or a retry. */
  providerMessage?: string | null;
};

export type OrderItemView = {
  productId: string | null;
  productName: string;
  /** The size/colour bought, as frozen on the order ("Size M · Black"); null without one. */
  variantLabel?: string | null;
  quantity: number;
  priceKobo: number;
  image: string | null;
};

export type OrderView = {
  id: string;
  trackingNumber: string;
  storeId: string;
  storeName: string;
  storeSlug: string;
  createdAt: string;
  totalAmountKobo: number;
  deliveryFeeKobo: number;
  /** The coupon it was placed with and what it took off (docs/product.md#coupons); null and 0 without one. */
  couponCode?: string | null;
  discountKobo?: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  shippingAddress: { fullName: string; phone: string; address: string; city: string; state: string };
  items: OrderItemView[];
  /**
   * The customer's own list only (docs/product.md#returns): the order's latest return request and
   * its refund, so the order card can say the return was accepted and refunded; null without one.
   */
  returnRequest?: OrderReturnSummary | null;
};

/** A return request as an order card tells it: its state, the refund decided and how far it got. */
export type OrderReturnSummary = {
  status: ReturnStatus;
  refundKobo: number | null;
  refundStatus: RefundStatus | null;
};

export type OrdersPage = { orders: OrderView[]; page: number; hasMore: boolean };

export type TrackingEntry = {
  id: string;
  status: string;
  location: string | null;
  notes: string | null;
  createdAt: string;
};

/** Sent over /api/orders/events (server-sent events, event name `order`) when an order changes. */
export type OrderEvent = { orderId: string; status: OrderStatus; paymentStatus: PaymentStatus };

/**
 * A payment Oja could not settle by itself (the admin's "Needs attention" list): what Oja expected,
 * what the provider said, and what an admin may do about it.
 */
export type PaymentIssueView = {
  id: string;
  kind: PaymentIssueKind;
  status: 'open' | 'resolved';
  createdAt: string;
  /** What went wrong, in words for the admin. */
  detail: string;
  payment: {
    reference: string;
    provider: PaymentProvider;
    providerTransactionId: string | null;
    status: PaymentStatus;
    amountKobo: number;
    currency: string;
    customerEmail: string | null;
    createdAt: string;
  };
  expected: { amountKobo: number; currency: string };
  /** The provider's last word; null fields were not said (or the provider could not be reached). */
  reported: { status: string | null; amountKobo: number | null; currency: string | null };
  refund: RefundView | null;
  resolution: { note: string; by: string | null; at: string } | null;
  /**
   * retry: ask the provider again; refund: return the money through the provider; refund_to_account:
   * send a needs-attention refund on to the customer's bank account; send_refund_again and
   * mark_refunded: for a refund the provider refused; resolve: close with a note.
   */
  actions: ('retry' | 'refund' | 'refund_to_account' | 'send_refund_again' | 'mark_refunded' | 'accept' | 'resolve')[];
};

export type PaymentIssuesPage = { issues: PaymentIssueView[] };
