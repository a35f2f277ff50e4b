import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../../../shared/messages.ts';
import { formatNaira, nairaToKobo } from '../../../../../shared/money.ts';
import { CASHOUT_MIN_NAIRA } from '../../../../../shared/constants.ts';
import { cashoutAmountField } from '../../../../../shared/schemas/cashout.ts';
import { isApiError } from '../../../../lib/api.ts';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useRequestCashout } from '../../api/earnings.ts';

/**
 * The cashout request form (docs/product.md#cashouts): an amount in naira, minimum 1, not above what is free of the
 * balance (decision 0016: pending requests hold their amount). The server checks the same again.
 * While the seller owes commission (a balance below zero) it is disabled, saying why.
 */
export function CashoutRequestForm({
  availableKobo,
  owedKobo = 0,
  reservedKobo = 0,
  needsBankDetails = false,
}: {
  availableKobo: number;
  /** Commission kept back for orders paid on delivery not yet delivered (decision 0019). */
  reservedKobo?: number;
  /** What the seller owes: nothing can be cashed out until later sales cover it. */
  owedKobo?: number;
  /** No bank account to pay into yet: the server would refuse, so the form says so first. */
  needsBankDetails?: boolean;
}) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hintId = useId();
  const request = useRequestCashout({
    onSuccess: () => {
      toast.success(messages.cashouts.submitted);
      setAmount('');
    },
    onError: (failure) => {
      if (isApiError(failure, 400)) {
        setError(messages.cashouts.invalidAmount);
        toast.error(messages.cashouts.invalidAmount);
      } else {
        toast.error(messages.cashouts.submitFailed(failure.message));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const naira = amount.trim() === '' ? NaN : Number(amount);
    const amountKobo = nairaToKobo(naira);
    const valid = cashoutAmountField.safeParse(naira).success && amountKobo <= availableKobo;
    if (!valid) {
      // Within what is kept back, the form says so in the server's words rather than "Invalid amount".
      const keptBack = amountKobo > availableKobo && amountKobo <= availableKobo + reservedKobo;
      const message = keptBack
        ? messages.cashouts.commissionReserved(formatNaira(reservedKobo), formatNaira(availableKobo))
        : messages.cashouts.invalidAmount;
      setError(message);
      toast.error(message);
      return;
    }
    setError(undefined);
    request.mutate(amountKobo);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${hintId}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${hintId}-title`} className="text-base font-semibold text-stone-900">
        Request a cashout
      </h3>
      <p className="mt-1 text-sm text-stone-600">Paid to your payout bank account after an admin approves it.</p>
      {needsBankDetails && (
        <p className="mt-2 text-sm font-medium text-amber-800" id={`${hintId}-bank`}>
          {messages.cashouts.bankDetailsMissing}
        </p>
      )}
      {owedKobo > 0 && (
        <p className="mt-2 text-sm font-medium text-red-800" id={`${hintId}-owed`}>
          {messages.cashouts.owedNoCashout(formatNaira(owedKobo))}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Amount (₦)"
          name="amount"
          type="number"
          inputMode="decimal"
          min={CASHOUT_MIN_NAIRA}
          step="0.01"
          placeholder="0.00"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
          hint={`Available to cash out: ${formatNaira(availableKobo)}`}
          error={error}
          className="sm:flex-1"
        />
        <Button
          type="submit"
          pending={request.isPending}
          disabled={needsBankDetails || owedKobo > 0}
          aria-describedby={
            [needsBankDetails && `${hintId}-bank`, owedKobo > 0 && `${hintId}-owed`].filter(Boolean).join(' ') ||
            undefined
          }
          className="w-full sm:mt-6 sm:w-auto"
        >
          Request Cashout
        </Button>
      </div>
    </form>
  );
}
