import { z } from 'zod';
import { type ProviderBank, ProviderUnavailableError } from './payment-provider.ts';
import { describeError, MAX_LIST_PAGES, type ProviderReply } from './provider-http.ts';

/** Banks a page asks for: List Banks takes `perPage` (PS-OAS paths/bank.yaml); far fewer pages than the cap. */
export const PAYSTACK_BANKS_PER_PAGE = 100;

/**
 * A bank as List Banks shows it (PS-OAS MiscellaneousListBanksResponseArray.yaml; PS-SNIP
 * dist/api/miscellaneous/bank/response.json). Codes are strings of any length (`999992`, `50457`).
 */
const bank = z.object({
  name: z.string().min(1),
  code: z.string().min(1),
  active: z.boolean().nullish(),
  is_deleted: z.boolean().nullish(),
  type: z.string().nullish(),
  currency: z.string().nullish(),
  supports_transfer: z.boolean().nullish(),
});
const banksReply = z.object({
  status: z.literal(true),
  data: z.array(bank),
  /** Cursor paging (use_cursor=true): `next` names the following page, null on the last. */
  meta: z.object({ next: z.string().nullish() }).nullish(),
});

/**
 * Every Nigerian bank Paystack can send a transfer to: GET /bank?country=nigeria with cursor
 * paging, every page read. A bank marked inactive, deleted, not `nuban`, not NGN or not supporting
 * transfers is left out; a code listed twice is kept once (its first name).
 */
export async function listPaystackBanks(
  call: (method: 'GET', path: string) => Promise<ProviderReply>,
): Promise<ProviderBank[]> {
  const banks = new Map<string, ProviderBank>();
  let next: string | null | undefined;
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const query = new URLSearchParams({
      country: 'nigeria',
      use_cursor: 'true',
      perPage: String(PAYSTACK_BANKS_PER_PAGE),
    });
    if (next) query.set('next', next);
    const reply = await call('GET', `/bank?${query}`);
    const parsed = reply.httpStatus < 300 ? banksReply.safeParse(reply.body) : undefined;
    if (!parsed?.success) {
      throw new ProviderUnavailableError(`Paystack list banks: unexpected answer (${describeError(reply)})`);
    }
    for (const entry of parsed.data.data) {
      const payable =
        entry.active !== false &&
        entry.is_deleted !== true &&
        (entry.type ?? 'nuban') === 'nuban' &&
        (entry.currency ?? 'NGN') === 'NGN' &&
        entry.supports_transfer !== false;
      if (payable && !banks.has(entry.code)) banks.set(entry.code, { code: entry.code, name: entry.name.trim() });
    }
    next = parsed.data.meta?.next;
    if (!next) return [...banks.values()];
  }
  // A list cut short would refuse sellers at the banks left out: keep the last whole one instead.
  throw new ProviderUnavailableError(`Paystack listed more than ${MAX_LIST_PAGES} pages of banks`);
}
