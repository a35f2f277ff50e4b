import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findCashoutTransfer } from '../../cashouts/find-cashout-transfer.ts';
import { ProviderUnavailableError } from '../../payments/providers/payment-provider.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * An admin asks the provider to send a transfer's OTP again (Paystack POST /transfer/resend_otp).
 * It moves no money and changes no row: only a transfer waiting for an OTP may ask.
 */
export async function resendTransferOtp(deps: Deps, cashoutId: string): Promise<void> {
  const transfer = await findCashoutTransfer(deps.db, { cashoutId });
  if (!transfer || transfer.status !== 'sent' || transfer.providerStatus !== 'otp' || !transfer.providerTransferId) {
    throw new AppError('conflict', messages.cashouts.notWaitingForOtp);
  }
  const provider = deps.payments.payoutsById(transfer.provider);
  if (!provider?.resendTransferOtp) throw new AppError('conflict', messages.cashouts.otpNotSupported);
  let answer: Awaited<ReturnType<NonNullable<typeof provider.resendTransferOtp>>>;
  try {
    answer = await provider.resendTransferOtp(transfer.providerTransferId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    throw new AppError('unavailable', messages.cashouts.otpNotHeard);
  }
  if ('status' in answer) throw new AppError('unprocessable', messages.cashouts.otpRefused(answer.reason));
}
