import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants.ts';
import type { OrderItemView } from './checkout.ts';
import type { OrderMoney } from './order-money.ts';

/** The shapes of the vendor dashboard's and the admin's order endpoints. Money is kobo. */
/** An order as the orders domain reads it, before its money after the sale is read from the ledger. */
export type ManagedOrderRow = {
  id: string;
  trackingNumber: string;
  storeId: string;
  storeName: string;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  /** The phone on the customer's profile, if any; the shipping address has its own. */
  customerPhone: string | null;
  /** What the customer paid: the gross of the sale. */
  totalAmountKobo: number;
  deliveryFeeKobo: number;
  /** What the marketplace keeps of it (docs/product.md#commission); the store's owner earns the rest. */
  commissionKobo: number;
  /**
   * The coupon it was placed with (docs/product.md#coupons): what it took off, and who bears it —
   * the platform (the seller is credited the undiscounted sale) or the store. Null and 0 without one.
   */
  couponCode?: string | null;
  couponBearer?: 'platform' | 'store' | null;
  discountKobo?: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  shippingAddress: { fullName: string; phone: string; address: string; city: string; state: string };
  items: OrderItemView[];
};

export type ManagedOrder = ManagedOrderRow & {
  /** What the order earned the seller and the marketplace, read from the ledger (shared/order-money.ts). */
  money: OrderMoney;
};

export type VendorOrdersPage<O = ManagedOrder> = { orders: O[]; page: number; hasMore: boolean };

/** Admin list: keyset paging; `next` is the cursor of the following page, or null at the end. */
export type AdminOrdersPage<O = ManagedOrder> = { orders: O[]; next: string | null };

export type VendorOverview = {
  /** Orders pending or confirmed (docs/product.md#earnings). */
  pendingOrders: number;
  /** Sum of the totals of orders whose payment is completed (docs/product.md#earnings). */
  totalRevenueKobo: number;
  /** The last 30 days, oldest first, every day present: completed revenue and orders placed that day. */
  days: { date: string; revenueKobo: number; orders: number }[];
};

export type VendorReview = {
  id: string;
  reviewerName: string;
  productId: string;
  productName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  /** The reviewer had received the product when they wrote it (docs/product.md#reviews). */
  verifiedPurchase: boolean;
};

export type ChangedOrder = { id: string; status: OrderStatus; paymentStatus: PaymentStatus };
