import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RETURN_REASONS, RETURN_STATUSES } from '../../../shared/constants.ts';
import { createdAt, kobo, oneOf } from '../column-types.ts';
import { profiles } from './profiles.ts';
import { orders } from './orders.ts';
import { refunds } from './payments.ts';

/** One photo of a return request: its id (the stored name) and the key and size of each width. */
export type ReturnPhoto = {
  id: string;
  thumb: { key: string; width: number; height: number };
  large: { key: string; width: number; height: number };
};

/**
 * A customer's request to send goods of a delivered order back (docs/product.md#returns, decision
 * 0021). While it is open or escalated the order's money stays pending; at most one such request
 * per order, and at most one accepted (refunded) request per order.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('open'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    comment: text('comment').notNull().default(''),
    /** The order items going back and how many of each (never more than were bought). */
    items: jsonb('items').$type<{ orderItemId: string; quantity: number }[]>().notNull(),
    /** The chosen items' line totals, frozen when the request is opened: the default refund. */
    itemsKobo: kobo('items_kobo').notNull(),
    refundKobo: kobo('refund_kobo'),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    declineReason: text('decline_reason'),
    /**
     * The customer's photos (at most 3), private: each one's stored objects, a thumbnail and a large
     * width, read back only through the API for the customer, the store's owner and admins.
     */
    photos: jsonb('photos').$type<ReturnPhoto[]>().notNull().default([]),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** When the vendor said the goods came back (their units went back to stock then, once). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('return_requests_status_check', sql`${t.status} in (${oneOf(RETURN_STATUSES)})`),
    check('return_requests_reason_check', sql`${t.reason} in (${oneOf(RETURN_REASONS)})`),
    check('return_requests_refund_positive', sql`${t.refundKobo} is null or ${t.refundKobo} > 0`),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    // An order's requests, newest first: the customer's order cards read each order's latest.
    index('return_requests_order_idx').on(t.orderId, t.createdAt.desc()),
    // The decided lists, newest decision first.
    index('return_requests_decided_idx').on(t.decidedAt, t.id),
    // One open request per order; one refunded return per order (decision 0021).
    uniqueIndex('return_requests_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('open', 'escalated')`),
    uniqueIndex('return_requests_one_accepted_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'accepted'`),
  ],
);
