import { z } from 'zod';
import { RETURN_REASONS, type RefundStatus, type ReturnReason, type ReturnStatus } from '../constants.ts';
import { RETURN_PHOTO_SIZES } from '../images.ts';
import { textField } from './fields.ts';

/**
 * POST /api/orders/:orderId/return: what goes back and why (docs/product.md#returns). As JSON, or
 * as a multipart form with up to 3 `photos` files and `items` as JSON text.
 */
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
/** A decision on a request, the store's or an admin's: accept with a refund, or decline saying why. */
export type ReturnDecision = z.infer<typeof decideReturnInputSchema>;

/**
 * GET /api/vendor/returns and /api/admin/returns: `open` — what waits for the caller (the vendor:
 * open requests and accepted ones whose goods are not back; an admin: escalated ones), newest
 * first — or `decided`, newest decision first; a page per `cursor` (the previous page's `next`).
 */
export const returnsQuerySchema = z
  .object({
    view: z.enum(['open', 'decided'], { error: 'View must be open or decided' }).default('open'),
    cursor: z.uuid({ error: 'Invalid page cursor' }).optional(),
  })
  .strict();
export type ReturnsQuery = z.infer<typeof returnsQuerySchema>;

/** A return photo's id: the random part of its stored name. */
export const RETURN_PHOTO_ID = /^[a-f0-9]{12}-[0-9]{13}$/;

/** GET /api/returns/:returnId/photos/:photoId/:size */
export const returnPhotoParamsSchema = z.object({
  returnId: z.uuid({ error: 'Return request id must be a UUID' }),
  photoId: z.string().regex(RETURN_PHOTO_ID, 'Photo id is not valid'),
  size: z.enum(RETURN_PHOTO_SIZES, { error: 'Size must be thumb or large' }),
});

/** A photo of a request as its viewers get it: URLs of the API route that checks who asks. */
export type ReturnPhotoView = { id: string; thumbUrl: string; url: string; width: number; height: number };

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
  refundStatus: RefundStatus | null;
  declineReason: string | null;
  photos: ReturnPhotoView[];
  /** When the store (or, after an escalation, an admin) last decided. */
  decidedAt: string | null;
  /** When the customer took a declined request to an admin. */
  escalatedAt: string | null;
  receivedAt: string | null;
  createdAt: string;
};

export type ReturnsPage = { returns: ReturnRequestView[]; next: string | null };

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
