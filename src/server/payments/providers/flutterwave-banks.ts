import { z } from 'zod';
import { type ProviderBank, ProviderUnavailableError } from './payment-provider.ts';
import { describeError, type ProviderReply } from './provider-http.ts';

/** A bank as Get all banks shows it (FW-NODE documentation/banks.md): `{ id, code, name }`, the code a string. */
const banksReply = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ code: z.string().min(1), name: z.string().min(1) })),
});

/**
 * Every Nigerian bank Flutterwave can send a transfer to: GET /v3/banks/NG (FW-NODE
 * services/banks/rave.banks-country.js), one unpaged list. A code listed twice is kept once.
 */
export async function listFlutterwaveBanks(
  call: (method: 'GET', path: string) => Promise<ProviderReply>,
): Promise<ProviderBank[]> {
  const reply = await call('GET', '/banks/NG');
  const parsed = reply.httpStatus < 300 ? banksReply.safeParse(reply.body) : undefined;
  if (!parsed?.success) {
    throw new ProviderUnavailableError(`Flutterwave list banks: unexpected answer (${describeError(reply)})`);
  }
  const banks = new Map<string, ProviderBank>();
  for (const entry of parsed.data.data) {
    if (!banks.has(entry.code)) banks.set(entry.code, { code: entry.code, name: entry.name.trim() });
  }
  return [...banks.values()];
}
