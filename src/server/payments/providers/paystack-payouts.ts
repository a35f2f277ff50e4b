import { z } from 'zod';
import {
  type PayoutProvider,
  RecipientRefusedError,
  ProviderUnavailableError,
  type TransferRefusal,
  type TransferReport,
} from './payment-provider.ts';
import {
  assertPositiveKobo,
  describeError,
  messageOf,
  type ProviderClient,
  type ProviderReply,
} from './provider-http.ts';
import { saysAccountInvalid } from './account-answers.ts';
import { paystackKobo } from './paystack-client.ts';
import { listPaystackBanks } from './paystack-banks.ts';

/**
 * Paystack's transfer statuses (How transfers work): success, and failed, reversed, blocked and
 * rejected, are conclusive; pending, received, queued and otp (the merchant must finalize with a
 * one-time password) are not: the cashout stays processing. abandoned ("OTP is not provided within
 * 30 mins. Transfer won't be processed afterwards") is conclusive for that reference, but it is the
 * marketplace's missed OTP, not the seller's failure: it is told apart so it can be sent again.
 */
function transferStatusOf(paystackStatus: string): TransferReport['status'] {
  if (paystackStatus === 'success') return 'success';
  if (paystackStatus === 'abandoned') return 'abandoned';
  if (['failed', 'reversed', 'blocked', 'rejected'].includes(paystackStatus)) return 'failed';
  return 'pending';
}

/**
 * Paystack's answer when the balance cannot pay a transfer and its fee (Managing transfers: "the
 * transfer request would fail with a `Your balance is not enough to fulfill this request` message").
 */
const BALANCE_NOT_ENOUGH = /balance is not enough/i;

/**
 * Paystack's NGN transfer fee as its pricing page states it (₦10 up to ₦5,000, ₦25 up to ₦50,000,
 * ₦50 above). Not in its API documents: used only to ask the balance for enough; the fee booked is
 * the fee_charged Paystack reports.
 */
export function paystackTransferFee(amountKobo: number): number {
  if (amountKobo <= 500_000) return 1_000;
  if (amountKobo <= 5_000_000) return 2_500;
  return 5_000;
}

const resolveReply = z.object({
  status: z.literal(true),
  data: z.object({ account_number: z.string(), account_name: z.string().min(1) }),
});
const recipientReply = z.object({ status: z.literal(true), data: z.object({ recipient_code: z.string().min(1) }) });
/** A transfer as Initiate Transfer, Verify Transfer and the transfer.* events show it. */
const transfer = z.object({
  transfer_code: z.string().min(1),
  reference: z.string().nullish(),
  status: z.string(),
  reason: z.string().nullish(),
  /** Filled on a failed transfer in some answers; a string or an object. */
  failures: z.unknown().optional(),
  gateway_response: z.string().nullish(),
  /** Kobo; in Verify Transfer's answer (not Initiate's). */
  fee_charged: paystackKobo.nullish(),
});
/** Fetch Balance (PS-OAS BalanceCheckResponse): one row per currency, in subunits. */
const balanceReply = z.object({
  status: z.literal(true),
  data: z.array(z.object({ currency: z.string(), balance: paystackKobo })),
});
const transferReply = z.object({ status: z.literal(true), message: z.string().optional(), data: transfer });

/**
 * Paying vendors through Paystack (decision 0018): its banks and name enquiry, a recipient per
 * account, then transfers from the balance, finalized with an OTP when the account asks for one.
 */
export function paystackPayouts(
  client: ProviderClient,
): Omit<PayoutProvider, 'id' | 'finalizeTransfer' | 'resendTransferOtp'> &
  Required<Pick<PayoutProvider, 'finalizeTransfer' | 'resendTransferOtp'>> {
  const { call, unexpected } = client;
  return {
    listBanks: () => listPaystackBanks(call),

    async resolveAccount(account) {
      const query = new URLSearchParams({ account_number: account.accountNumber, bank_code: account.bankCode });
      const reply = await call('GET', `/bank/resolve?${query}`);
      if (reply.httpStatus >= 400) {
        // "Could not resolve account name. Check parameters or try again." (422) is also what a bank's
        // name-enquiry outage gives: not checked. Only words naming the account invalid refuse it.
        const message = messageOf(reply);
        if (reply.body.status === false && saysAccountInvalid(message)) return { found: false, message };
        throw new ProviderUnavailableError(`Paystack could not resolve the account: ${describeError(reply)}`);
      }
      const parsed = resolveReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('resolve account', reply);
      return { found: true, accountName: parsed.data.data.account_name };
    },

    async createRecipient(account) {
      const reply = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: account.accountName,
        account_number: account.accountNumber,
        bank_code: account.bankCode,
        currency: 'NGN',
      });
      if (reply.httpStatus >= 400) {
        // A refusal that may pass ("try again") is asked again later; only an invalid account fails the cashout.
        const message = messageOf(reply);
        if (reply.body.status === false && saysAccountInvalid(message)) throw new RecipientRefusedError(message);
        throw new ProviderUnavailableError(`Paystack did not create the transfer recipient: ${describeError(reply)}`);
      }
      const parsed = recipientReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('create transfer recipient', reply);
      return parsed.data.data.recipient_code;
    },

    async sendTransfer(input) {
      assertPositiveKobo(input.amountKobo);
      if (!input.recipientCode) throw new RangeError('a Paystack transfer needs a recipient code');
      const reply = await call('POST', '/transfer', {
        source: 'balance',
        amount: input.amountKobo,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.narration,
        currency: 'NGN',
      });
      // Paystack documents no answer for a reused reference, so no words are matched for one: a
      // refusal is only a refusal, and the caller asks verify what Paystack holds.
      if (reply.httpStatus >= 400 || reply.body.status !== true) return transferRefusalOf(reply);
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('initiate transfer', reply);
      return transferReportOf(parsed.data.data);
    },

    async verifyTransfer(reference) {
      const reply = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      if (reply.httpStatus >= 400) {
        // Only the documented 404 "Transfer not found" says Paystack never had it.
        if (reply.body.status === false && /not found/i.test(messageOf(reply))) return null;
        throw new ProviderUnavailableError(`Paystack could not verify transfer ${reference}: ${describeError(reply)}`);
      }
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('verify transfer', reply);
      return transferReportOf(parsed.data.data);
    },

    async readBalance() {
      const reply = await call('GET', '/balance');
      const parsed = balanceReply.safeParse(reply.body);
      if (reply.httpStatus >= 400 || !parsed.success) throw unexpected('fetch balance', reply);
      return parsed.data.data.find((row) => row.currency === 'NGN')?.balance ?? 0;
    },

    async transferFee(amountKobo) {
      return paystackTransferFee(amountKobo);
    },

    async finalizeTransfer({ providerTransferId, otp }) {
      const reply = await call('POST', '/transfer/finalize_transfer', { transfer_code: providerTransferId, otp });
      if (reply.httpStatus >= 400 || reply.body.status !== true) return transferRefusalOf(reply);
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('finalize transfer', reply);
      return transferReportOf(parsed.data.data);
    },

    async resendTransferOtp(providerTransferId) {
      // reason "transfer": the purpose of the OTP (PS-OAS TransferResendOTP, whose default it is).
      const reply = await call('POST', '/transfer/resend_otp', {
        transfer_code: providerTransferId,
        reason: 'transfer',
      });
      if (reply.httpStatus >= 400 || reply.body.status !== true) return transferRefusalOf(reply);
      return { resent: true } as const;
    },
  };
}

/** A 4xx on a transfer call, in Paystack's words. */
function transferRefusalOf(reply: ProviderReply): TransferRefusal {
  const message = messageOf(reply);
  return { status: 'refused', reason: message || 'refused', balanceTooLow: BALANCE_NOT_ENOUGH.test(message) };
}

function transferReportOf(data: z.infer<typeof transfer>): TransferReport {
  const status = transferStatusOf(data.status);
  const failures = typeof data.failures === 'string' ? data.failures : null;
  return {
    status,
    providerStatus: data.status,
    providerTransferId: data.transfer_code,
    reason: status === 'failed' ? (failures ?? data.gateway_response ?? `Paystack says ${data.status}`) : null,
    feeKobo: data.fee_charged ?? null,
  };
}
