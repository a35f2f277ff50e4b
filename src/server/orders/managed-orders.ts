import { orders, profiles, stores } from '../db/schema.ts';

/** The columns of an order as a vendor or an admin manages it (docs/product.md#vendor-dashboard): who bought it, and where it goes. */
export const managedOrderColumns = {
  id: orders.id,
  trackingNumber: orders.trackingNumber,
  storeId: orders.storeId,
  storeName: stores.name,
  createdAt: orders.createdAt,
  customerName: profiles.fullName,
  customerEmail: profiles.email,
  customerPhone: profiles.phone,
  totalAmountKobo: orders.totalAmountKobo,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  commissionKobo: orders.commissionKobo,
  couponCode: orders.couponCode,
  couponBearer: orders.couponBearer,
  discountKobo: orders.discountKobo,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  shippingAddress: orders.shippingAddress,
};
