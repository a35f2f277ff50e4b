import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Uses per key and 15-minute window, shared by every app instance; db/rate-count.ts reads the last two windows so the limit slides. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
