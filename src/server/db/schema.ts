/**
 * Every table, gathered for drizzle-kit (drizzle.config.ts), the database client and reads. Each
 * table is declared in the tables.ts of the one folder that owns it and writes it (decision 0003,
 * enforced by eslint/table-owners.js): a domain's tables in src/server/<domain>/tables.ts, the
 * infrastructure's in db/ and jobs/. Anyone may read through this file; only the owner writes.
 */
export * from '../auth/tables.ts';
export * from '../profiles/tables.ts';
export * from '../ledger/tables.ts';
export * from '../catalog/tables.ts';
export * from '../orders/tables.ts';
export * from '../payments/tables.ts';
export * from '../reviews/tables.ts';
export * from '../cashouts/tables.ts';
export * from '../vendor-requests/tables.ts';
export * from '../delivery-fees/tables.ts';
export * from './tables.ts';
export * from '../jobs/tables.ts';
