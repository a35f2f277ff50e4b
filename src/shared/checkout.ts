import type { NigerianState, OrderStatus, PaymentMethod, PaymentProvider, PaymentStatus } from './constants.ts';

/**
 * The shapes the checkout, payment and order endpoints answer with. Both sides read them: the server
 * builds them, the web shows them. Money is integer kobo.
 */

/** One cart line as the database sees it now. `product` is null when the product no longer exists. */
export type QuotedLine = {
  productId: string;
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
  totalKobo: number;
};

export type CartQuote = {
  lines: QuotedLine[];
  stores: QuotedStore[];
  state: NigerianState | null;
  subtotalKobo: number;
  deliveryFeeKobo: number | null;
  totalKobo: number;
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
  | { kind: 'whatsapp'; url: string };

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
  orders: { id: string; status: OrderStatus; paymentStatus: PaymentStatus }[];
};

export type OrderItemView = {
  productId: string | null;
  productName: string;
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
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  shippingAddress: { fullName: string; phone: string; address: string; city: string; state: string };
  items: OrderItemView[];
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
