import { count } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { profiles } from '../db/schema.ts';
import { createAccount } from '../workflows/create-account/create-account.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import type { Role } from '../../shared/constants.ts';

export const DEMO_ACCOUNTS: { role: Role; fullName: string; email: string; password: string }[] = [
  { role: 'admin', fullName: 'Ada Admin', email: 'admin@oja.test', password: 'oja-admin-demo' },
  { role: 'vendor', fullName: 'Funke Vendor', email: 'vendor@oja.test', password: 'oja-vendor-demo' },
  { role: 'customer', fullName: 'Chidi Customer', email: 'customer@oja.test', password: 'oja-customer-demo' },
];

/**
 * Seeds an empty database with the demo accounts and a living catalog (categories, stores of the
 * demo vendor, products with locally drawn images); returns the accounts so start-up can print them.
 */
export async function seedDemo(deps: Pick<Deps, 'db' | 'auth' | 'storage'>) {
  const [row] = await deps.db.select({ n: count() }).from(profiles);
  if ((row?.n ?? 0) > 0) return [];
  let vendorId = '';
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await createAccount(deps, account);
    if (account.role === 'vendor') vendorId = id;
  }
  await seedDemoCatalog(deps.db, deps.storage, vendorId);
  return DEMO_ACCOUNTS;
}
