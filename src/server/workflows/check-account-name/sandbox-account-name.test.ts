import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { validApplication } from '../../test/vendor-request-helpers.ts';
import { vendorUpgradeRequests } from '../../db/schema.ts';
import { SANDBOX_OTHER_HOLDER, SANDBOX_OTHER_HOLDER_ACCOUNT } from '../../payments/providers/sandbox.ts';

/**
 * The account-name check in test mode (docs/product.md#account-name-check): with no payout keys the
 * sandbox answers it, and it answers with the name the seller typed, so "Name does not match" on
 * staging means what it means in production. One account number answers another name, so the
 * warning itself can still be seen there.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type AdminRequest = {
  userId: string;
  accountName: string;
  resolvedAccountName: string | null;
  accountNameVerdict: string;
};

async function applyAndView(accountName: string, accountNumber: string = validApplication.accountNumber) {
  const applicant = await server.signedIn('customer');
  const res = await applicant.post('/api/vendor-requests', { ...validApplication, accountName, accountNumber });
  expect(res.status).toBe(201);
  const admin = await server.signedIn('admin');
  const list = (await (await admin.get('/api/admin/vendor-requests?pageSize=50')).json()) as {
    requests: AdminRequest[];
  };
  const [stored] = await server.db
    .select({ resolved: vendorUpgradeRequests.resolvedAccountName, check: vendorUpgradeRequests.accountNameCheck })
    .from(vendorUpgradeRequests)
    .where(eq(vendorUpgradeRequests.userId, applicant.userId));
  return { view: list.requests.find((r) => r.userId === applicant.userId)!, stored: stored! };
}

describe('the sandbox’s account-name check', () => {
  it('answers with the name the applicant typed: the admin sees it match', async () => {
    const { view, stored } = await applyAndView('Adaeze Okafor');
    expect(view).toEqual(
      expect.objectContaining({
        accountName: 'Adaeze Okafor',
        resolvedAccountName: 'ADAEZE OKAFOR',
        accountNameVerdict: 'match',
      }),
    );
    expect(stored).toEqual({ resolved: 'ADAEZE OKAFOR', check: 'resolved' });
  });

  it('answers another holder for its mismatch account: the admin sees "mismatch"', async () => {
    const { view, stored } = await applyAndView('Adaeze Okafor', SANDBOX_OTHER_HOLDER_ACCOUNT);
    expect(view).toEqual(
      expect.objectContaining({
        accountName: 'Adaeze Okafor',
        resolvedAccountName: SANDBOX_OTHER_HOLDER,
        accountNameVerdict: 'mismatch',
      }),
    );
    expect(stored).toEqual({ resolved: SANDBOX_OTHER_HOLDER, check: 'resolved' });
  });
});
