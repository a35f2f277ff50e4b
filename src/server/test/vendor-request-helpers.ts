import type { Deps } from '../deps.ts';
import { vendorUpgradeRequests } from '../db/schema.ts';
import { createAccount } from '../workflows/create-account/create-account.ts';

export const validApplication = {
  phone: '08031234567',
  bvn: '22212345678',
  bankCode: '058',
  accountNumber: '0123456789',
  accountName: 'Ada Okafor',
} as const;

/** A new customer with a pending vendor request, written directly: returns the request id. */
export async function pendingVendorRequest(deps: Pick<Deps, 'db' | 'auth'>, values: { bvn?: string } = {}) {
  const email = `applicant-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const { id } = await createAccount(deps, { email, password: 'secret-pass', fullName: 'Applicant' });
  const [row] = await deps.db
    .insert(vendorUpgradeRequests)
    .values({
      userId: id,
      phone: validApplication.phone,
      bvn: values.bvn ?? validApplication.bvn,
      bankName: 'Guaranty Trust Bank (GTBank)',
      bankCode: validApplication.bankCode,
      accountNumber: validApplication.accountNumber,
      accountName: validApplication.accountName,
    })
    .returning({ id: vendorUpgradeRequests.id });
  return row!.id;
}
