/**
 * Every table, gathered for drizzle-kit (drizzle.config.ts), the database client and reads. Each
 * table is declared in db/tables/<owner>.ts, named after the one folder of src/server that owns and
 * writes it (decision 0003, enforced by eslint/table-owners.js): db/tables/orders.ts is the orders
 * domain's, db/tables/jobs.ts the job runner's, db/tables/db.ts db/'s own. Everyone reads and writes
 * tables through this file; only the owner writes a table.
 */
export * from './tables/auth.ts';
export * from './tables/profiles.ts';
export * from './tables/ledger.ts';
export * from './tables/catalog.ts';
export * from './tables/orders.ts';
export * from './tables/payments.ts';
export * from './tables/reviews.ts';
export * from './tables/cashouts.ts';
export * from './tables/vendor-requests.ts';
export * from './tables/delivery-fees.ts';
export * from './tables/commission.ts';
export * from './tables/pay-on-delivery.ts';
export * from './tables/returns.ts';
export * from './tables/saved-items.ts';
export * from './tables/coupons.ts';
export * from './tables/banks.ts';
export * from './tables/audit.ts';
export * from './tables/db.ts';
export * from './tables/jobs.ts';
