import { z } from 'zod';
import { RETURN_REASONS, type ReturnReason, type ReturnStatus } from '../constants.ts';
import { textField } from './fields.ts';

/** POST /api/orders/:orderId/return: what goes back and why (docs/product.md#returns). */
export const openReturnInputSchema = z
  .object({
    items: z
      .array(
        z.object({
          orderItemId: z.uuid({ error: 'Item id must be a UUID' }),
          quantity: z.number({ error: 'Quantity must be a number' }).int().min(1, 'Quantity must be at least 1'),
        }),
      )
      .min(1, 'Choose at least one item to return')
      .max(50),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
    comment: textField().trim().max(1000, 'Comment is too long').default(''),
  })
  .strict();
export type OpenReturnInput = z.infer<typeof openReturnInputSchema>;

/** The vendor's (or an admin's) acceptance: the refund, at most what was paid for the chosen items. */
export const acceptReturnInputSchema = z
  .object({ refundKobo: z.number({ error: 'Refund must be a number' }).int().min(1, 'Refund must be at least ₦0.01') })
  .strict();
export const declineReturnInputSchema = z
  .object({ reason: textField().trim().min(1, 'Say why you decline').max(1000, 'Reason is too long') })
  .strict();
/** An admin decides an escalated request: accept with a refund, or decline with a reason. */
export const decideReturnInputSchema = z.union([
  z.object({ decision: z.literal('accept'), refundKobo: acceptReturnInputSchema.shape.refundKobo }).strict(),
  z.object({ decision: z.literal('decline'), reason: declineReturnInputSchema.shape.reason }).strict(),
]);

export type ReturnRequestView = {
  id: string;
  orderId: string;
  trackingNumber: string;
  storeName: string;
  customerName: string;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string;
  items: { orderItemId: string; productName: string; quantity: number; lineKobo: number }[];
  /** The chosen items' line totals: the default refund. */
  itemsKobo: number;
  refundKobo: number | null;
  refundStatus: 'pending' | 'processed' | 'failed' | null;
  declineReason: string | null;
  receivedAt: string | null;
  createdAt: string;
};

/** GET /api/orders/:orderId/return: the order's latest request and whether one can be opened now. */
export type OrderReturnView = {
  request: ReturnRequestView | null;
  /** Delivered and credited: returns are a question at all. */
  delivered: boolean;
  /** Until when a return can be asked for (the hold's end); null when the store has no hold (no window). */
  windowEndsAt: string | null;
  canOpen: boolean;
  items: { orderItemId: string; productName: string; quantity: number; priceKobo: number }[];
};
