import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/notify.ts';
import { isApiError } from '../../../lib/api.ts';
import { usePlatformCredit, useSavePlatformCreditLimit } from '../api/platform-credit.ts';

const naira = (text: string) => {
  const clean = text.trim().replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? nairaToKobo(Number(clean)) : null;
};

/**
 * The daily limit of Oja-coupon credit per store (decision 0026): what a store gains above it in 24
 * hours waits on Needs attention for an admin before it can be cashed out.
 */
export function PlatformCreditLimitCard() {
  const credit = usePlatformCredit();
  const [typed, setTyped] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const save = useSavePlatformCreditLimit({
    onSuccess: (data) => {
      setTyped(undefined);
      toast.success(`Daily limit saved: ${formatNaira(data.dailyLimitKobo)}`);
    },
    onError: (failure) => {
      if (isApiError(failure, 400) && failure.fields.dailyLimitKobo) setError(failure.fields.dailyLimitKobo);
      else toast.error(failure.message);
    },
  });
  if (credit.isPending) return null;
  if (credit.isError) return <FormAlert tone="error">{credit.error.message}</FormAlert>;
  const shown = typed ?? String(koboToNaira(credit.data.dailyLimitKobo));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kobo = naira(shown);
    if (kobo === null) return setError(messages.promotions.dailyLimitInvalid);
    setError(undefined);
    save.mutate(kobo);
  };
  return (
    <section
      aria-labelledby="platform-credit-limit-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="platform-credit-limit-heading" className="text-lg font-semibold text-stone-900">
        Oja coupon credit per store
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Oja pays sellers the discount of its own coupons. What one store gains of it in 24 hours above this limit waits
        on Needs attention until an admin releases or rejects it.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Daily limit per store (₦)"
          inputMode="decimal"
          className="sm:w-56"
          value={shown}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" pending={save.isPending}>
          Save limit
        </Button>
      </form>
    </section>
  );
}
