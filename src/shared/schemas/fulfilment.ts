import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../constants.ts';
import { textField } from './fields.ts';

/** POST …/orders/:orderId/status: where to move the order; Ship Order may add a location and notes. */
export const changeOrderStatusInputSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { error: 'Choose a valid status' }),
    location: textField().trim().max(200, 'Location is too long').optional(),
    notes: textField().trim().max(1000, 'Notes are too long').optional(),
  })
  .strict();
export type ChangeOrderStatusInput = z.infer<typeof changeOrderStatusInputSchema>;

export const vendorOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Only the orders in this status (the vendor's status filter). */
  status: z.enum(ORDER_STATUSES, { error: 'Choose a valid status' }).optional(),
});
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuerySchema>;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  storeId: z.uuid({ error: 'Store id must be a UUID' }).optional(),
  q: textField().trim().max(200).optional(),
  /** The `next` of the previous page. */
  cursor: textField().max(200).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
