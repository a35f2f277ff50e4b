import { z } from 'zod';
import {
  type PayoutProvider,
  ProviderUnavailableError,
  type TransferRefusal,
  type TransferReport,
} from './payment-provider.ts';
import { assertPositiveKobo, describeError, messageOf, type ProviderClient } from './provider-http.ts';
import { saysAccountInvalid } from './account-answers.ts';
import { flutterwaveId } from './flutterwave-client.ts';
import { koboToNaira, nairaToKobo } from '../../../shared/money.ts';
import { listFlutterwaveBanks } from './flutterwave-banks.ts';

const resolveReply = z.object({
  status: z.literal('success'),
  data: z.object({ account_number: z.string(), account_name: z.string().min(1) }),
});
/** A transfer as Create Transfer, Get Transfer and transfer.completed show it (amounts in naira). */
const transfer = z.object({
  id: flutterwaveId,
  reference: z.string().nullish(),
  status: z.string(),
  complete_message: z.string().nullish(),
  /** Naira, as Create Transfer and Get Transfer show it (26.875 in the documented sample). */
  fee: z.number().nullish(),
});
const transferReply = z.object({ status: z.literal('success'), data: transfer });
/** Get all transfers (Node-v3 documentation/transfers.md): a page of transfers. */
const transferListReply = z.object({ status: z.literal('success'), data: z.array(transfer) });
/** Get balances per currency (Node-v3 documentation/misc.md): naira. */
const balanceReply = z.object({
  status: z.literal('success'),
  data: z.object({ currency: z.string().optional(), available_balance: z.number() }),
});
/** Get transfer fee (Node-v3 documentation/transfers.md): naira, one row per fee type. */
const feeReply = z.object({ status: z.literal('success'), data: z.array(z.object({ fee: z.number() })).min(1) });

/**
 * Flutterwave's server gives up on a request after about 28 seconds ("Handling timeouts"); Oja
 * waits longer than that for a transfer's create answer, so a slow create is heard, not lost.
 */
export const FLUTTERWAVE_TRANSFER_TIMEOUT_MS = 35_000;

/**
 * Flutterwave's v3 documents no wording for a balance too low to pay a transfer. UNVERIFIED:
 * matched loosely, and whatever it says a lookup by reference decides whether anything was sent.
 */
const BALANCE_NOT_ENOUGH = /insufficient|not enough|low balance/i;

/** Flutterwave's transfer statuses: NEW and PENDING are on their way; SUCCESSFUL and FAILED are final. */
function transferStatusOf(flutterwaveStatus: string): TransferReport['status'] {
  const status = flutterwaveStatus.toUpperCase();
  if (status === 'SUCCESSFUL') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

function transferReportOf(data: z.infer<typeof transfer>): TransferReport {
  const status = transferStatusOf(data.status);
  return {
    status,
    providerStatus: data.status,
    providerTransferId: String(data.id),
    reason: status === 'failed' ? data.complete_message || `Flutterwave says ${data.status}` : null,
    feeKobo: data.fee === null || data.fee === undefined ? null : nairaToKobo(data.fee),
  };
}

/**
 * Paying vendors through Flutterwave (decision 0018): its banks and name enquiry, then transfers
 * that name the bank account themselves (no recipients, no OTP).
 */
export function flutterwavePayouts(
  client: ProviderClient,
  /** How long a transfer's create call may take (FLUTTERWAVE_TRANSFER_TIMEOUT_MS). */
  transferTimeoutMs = FLUTTERWAVE_TRANSFER_TIMEOUT_MS,
): Omit<PayoutProvider, 'id'> {
  const { call, unexpected } = client;
  return {
    listBanks: () => listFlutterwaveBanks(call),

    async resolveAccount(account) {
      const reply = await call('POST', '/accounts/resolve', {
        account_number: account.accountNumber,
        account_bank: account.bankCode,
      });
      if (reply.httpStatus >= 400) {
        // "Sorry, recipient account could not be validated. Please try again" may pass: not checked.
        // Only words naming the account invalid refuse it.
        const message = messageOf(reply);
        if (reply.body.status === 'error' && saysAccountInvalid(message)) return { found: false, message };
        throw new ProviderUnavailableError(`Flutterwave could not resolve the account: ${describeError(reply)}`);
      }
      const parsed = resolveReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('resolve account', reply);
      return { found: true, accountName: parsed.data.data.account_name };
    },

    // Flutterwave pays a bank account named in the transfer itself: no recipient to make.
    async createRecipient() {
      return null;
    },

    async sendTransfer(input) {
      assertPositiveKobo(input.amountKobo);
      const reply = await call(
        'POST',
        '/transfers',
        {
          account_bank: input.bankCode,
          account_number: input.accountNumber,
          amount: koboToNaira(input.amountKobo),
          narration: input.narration,
          currency: 'NGN',
          debit_currency: 'NGN',
          reference: input.reference,
          beneficiary_name: input.accountName,
        },
        transferTimeoutMs,
      );
      // Flutterwave documents no answer for a reused reference: a refusal is only a refusal, and
      // the caller looks the reference up before it decides anything was not sent.
      if (reply.httpStatus >= 400 || reply.body.status !== 'success') {
        const message = messageOf(reply);
        const refusal: TransferRefusal = {
          status: 'refused',
          reason: message || 'refused',
          balanceTooLow: BALANCE_NOT_ENOUGH.test(message),
        };
        return refusal;
      }
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('create transfer', reply);
      return transferReportOf(parsed.data.data);
    },

    async verifyTransfer(reference, providerTransferId) {
      if (providerTransferId) {
        // Get a transfer (Node-v3 services/transfers/rave.fetch.js): by Flutterwave's own id.
        const reply = await call('GET', `/transfers/${encodeURIComponent(providerTransferId)}`);
        if (reply.httpStatus >= 400) {
          throw new ProviderUnavailableError(
            `Flutterwave could not get transfer ${reference}: ${describeError(reply)}`,
          );
        }
        const parsed = transferReply.safeParse(reply.body);
        if (!parsed.success) throw unexpected('get transfer', reply);
        if (parsed.data.data.reference && parsed.data.data.reference !== reference) {
          throw new ProviderUnavailableError(`Flutterwave transfer ${providerTransferId} is not ${reference}`);
        }
        return transferReportOf(parsed.data.data);
      }
      // Without the id (the create answer was lost), by Oja's reference: Get all transfers with a
      // reference filter, which the SDK's list schema accepts (Node-v3 services/schema/base.js
      // listSchema.reference) but Flutterwave's pages do not describe. So only an empty list is
      // read as "not held": a list of other transfers means the filter was not applied, and Oja
      // cannot say (decision 0018).
      const reply = await call('GET', `/transfers?${new URLSearchParams({ reference })}`);
      if (reply.httpStatus >= 400) {
        throw new ProviderUnavailableError(
          `Flutterwave could not look up transfer ${reference}: ${describeError(reply)}`,
        );
      }
      const parsed = transferListReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('list transfers', reply);
      const found = parsed.data.data.find((row) => row.reference === reference);
      if (found) return transferReportOf(found);
      if (parsed.data.data.length === 0) return null;
      throw new ProviderUnavailableError(
        `Flutterwave listed transfers other than ${reference}: its reference filter was not applied`,
      );
    },

    async readBalance() {
      const reply = await call('GET', '/balances/NGN');
      const parsed = balanceReply.safeParse(reply.body);
      if (reply.httpStatus >= 400 || !parsed.success) throw unexpected('get balance', reply);
      return nairaToKobo(parsed.data.data.available_balance);
    },

    async transferFee(amountKobo) {
      const query = new URLSearchParams({ amount: String(koboToNaira(amountKobo)), currency: 'NGN' });
      const reply = await call('GET', `/transfers/fee?${query}`);
      const parsed = feeReply.safeParse(reply.body);
      if (reply.httpStatus >= 400 || !parsed.success) throw unexpected('get transfer fee', reply);
      return Math.max(...parsed.data.data.map((row) => nairaToKobo(row.fee)));
    },
  };
}
