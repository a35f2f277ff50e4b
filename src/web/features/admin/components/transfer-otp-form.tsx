import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DigitsField } from '../../../components/ui/digits-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { useGiveTransferOtp, useResendTransferOtp } from '../api/payout-attention.ts';

/**
 * The OTP step of a Paystack transfer waiting for one (decision 0018): the admin types the code
 * Paystack sent to the business phone and Oja finalizes the transfer. A wrong or expired OTP
 * shows Paystack's words under the box, and the admin may try again or ask for a new code.
 */
export function TransferOtpForm({
  cashoutId,
  label,
  providerName,
  lastRefusal,
}: {
  cashoutId: string;
  /** Names the payout for screen readers. */
  label: string;
  providerName: string;
  /** What the provider said of the last OTP tried, kept on the transfer. */
  lastRefusal: string | null;
}) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const give = useGiveTransferOtp({
    onSuccess: () => {
      setOtp('');
      toast.success(messages.cashouts.otpSent);
    },
    onError: (failure) => {
      if (isApiError(failure, 400)) setError(failure.fields.otp ?? failure.message);
      else if (isApiError(failure, 422)) setError(failure.message);
      else toast.error(failure.message);
    },
  });
  const resend = useResendTransferOtp({
    onSuccess: () => toast.success(messages.cashouts.otpResent),
    onError: (failure) => toast.error(failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = otp.trim();
    if (!/^\d{4,10}$/.test(trimmed)) {
      setError('Enter the OTP: the digits the payout provider sent');
      return;
    }
    give.mutate({ cashoutId, otp: trimmed });
  }

  return (
    <form
      className="mt-4 space-y-3 border-t border-stone-100 pt-4"
      noValidate
      onSubmit={submit}
      aria-label={`OTP for ${label}`}
    >
      {lastRefusal && !error && (
        <FormAlert tone="error">
          {providerName} refused the last OTP: {lastRefusal}
        </FormAlert>
      )}
      <div className="max-w-xs">
        <DigitsField
          label={`OTP from ${providerName}`}
          name="otp"
          maxDigits={10}
          autoComplete="one-time-code"
          value={otp}
          error={error}
          onChange={(event) => {
            setOtp(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={give.isPending} className="flex-1 whitespace-nowrap sm:flex-none">
          {give.isPending ? 'Sending…' : 'Send OTP'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={resend.isPending}
          className="flex-1 whitespace-nowrap sm:flex-none"
          onClick={() => resend.mutate(cashoutId)}
        >
          Resend OTP<span className="sr-only"> for {label}</span>
        </Button>
      </div>
    </form>
  );
}
