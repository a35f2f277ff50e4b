import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { requireUser } from '../http/guards.ts';
import { readPayoutBanks } from './read-payout-banks.ts';

/**
 * /api/banks: the banks a seller may choose for their payout account, from the list of the
 * provider that pays cashouts (decision 0032). Any signed-in user (an applicant is a customer).
 * The list changes at most daily, so the browser keeps it for an hour.
 */
export const bankRoutes = new Hono<AppEnv>().get('/', requireUser(), async (c) => {
  const { deps } = c.var;
  c.header('cache-control', 'private, max-age=3600');
  return c.json(await readPayoutBanks(deps.db, deps.payments.payouts?.id));
});
