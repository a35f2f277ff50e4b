import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** The creation time every table keeps. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money: integer kobo, read as a JavaScript number. */
export const kobo = (name: string) => bigint(name, { mode: 'number' });

/** A SQL list of literals for CHECK constraints, from the same constants the code uses. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
