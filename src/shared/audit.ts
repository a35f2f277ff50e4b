/**
 * The audit trail's kinds (docs/product.md#activity-audit-trail, decision 0042): every admin action
 * and every money action writes one row of one of these kinds, and the Activity tab names each with
 * its label. The database refuses any other kind.
 */
export const AUDIT_KINDS = [
  'role_changed',
  'vendor_request_approved',
  'vendor_request_rejected',
  'cashout_approved',
  'cashout_rejected',
  'cashout_otp_submitted',
  'cashout_settled_by_hand',
  'refund_issued',
  'return_declined',
  'payment_marked_paid',
  'order_status_changed',
  'commission_default_set',
  'commission_override_set',
  'commission_override_removed',
  'payout_hold_set',
  'payout_schedule_set',
  'credit_limit_set',
  'pay_on_delivery_limit_set',
  'delivery_fees_changed',
  'coupon_created',
  'short_payment_accepted',
  'payment_issue_resolved',
  'platform_credit_released',
  'platform_credit_rejected',
  'coupon_active_set',
  'category_created',
  'category_deleted',
  'store_active_set',
  'product_active_set',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  role_changed: 'Role changed',
  vendor_request_approved: 'Vendor application approved',
  vendor_request_rejected: 'Vendor application rejected',
  cashout_approved: 'Cashout approved',
  cashout_rejected: 'Cashout rejected',
  cashout_otp_submitted: 'Transfer OTP entered',
  cashout_settled_by_hand: 'Payout settled by hand',
  refund_issued: 'Refund',
  return_declined: 'Return declined',
  payment_marked_paid: 'Payment marked paid',
  order_status_changed: 'Order status changed',
  commission_default_set: 'Commission default set',
  commission_override_set: 'Commission override set',
  commission_override_removed: 'Commission override removed',
  payout_hold_set: 'Payout hold changed',
  payout_schedule_set: 'Payout schedule changed',
  credit_limit_set: 'Coupon credit limit changed',
  pay_on_delivery_limit_set: 'Pay-on-delivery limit changed',
  delivery_fees_changed: 'Delivery fees changed',
  coupon_created: 'Coupon created',
  short_payment_accepted: 'Short payment accepted',
  payment_issue_resolved: 'Payment issue closed',
  platform_credit_released: 'Coupon credit released',
  platform_credit_rejected: 'Coupon credit rejected',
  coupon_active_set: 'Coupon turned on or off',
  category_created: 'Category created',
  category_deleted: 'Category deleted',
  store_active_set: 'Store activated or deactivated',
  product_active_set: 'Product activated or deactivated',
};

/** What a row is about: the table-free name of the record an action changed. */
export const AUDIT_SUBJECT_TYPES = [
  'user',
  'vendor_request',
  'cashout',
  'order',
  'payment',
  'payment_issue',
  'return_request',
  'commission_rule',
  'setting',
  'store',
  'product',
  'category',
  'coupon',
  'delivery_fees',
  'platform_credit',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Rows per page of the Activity tab. */
export const AUDIT_PAGE_SIZE = 25;
