import { count } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { profiles } from '../db/schema.ts';
import { createAccount } from '../auth/service.ts';
import type { Role } from '../../shared/constants.ts';

export const DEMO_ACCOUNTS: { role: Role; fullName: string; email: string; password: string }[] = [
  { role: 'admin', fullName: 'Ada Admin', email: 'admin@oja.test', password: 'oja-admin-demo' },
  { role: 'vendor', fullName: 'Funke Vendor', email: 'vendor@oja.test', password: 'oja-vendor-demo' },
  { role: 'customer', fullName: 'Chidi Customer', email: 'customer@oja.test', password: 'oja-customer-demo' },
];

/** Seeds demo accounts into an empty database; returns them so start-up can print them. */
export async function seedDemo(deps: Pick<Deps, 'db' | 'auth'>) {
  const [row] = await deps.db.select({ n: count() }).from(profiles);
  if ((row?.n ?? 0) > 0) return [];
  for (const account of DEMO_ACCOUNTS) await createAccount(deps, account, account.role);
  return DEMO_ACCOUNTS;
}
