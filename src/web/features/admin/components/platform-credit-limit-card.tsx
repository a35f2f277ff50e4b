import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira, koboToNaira } from '../../../../shared/money.ts';
import { setPlatformCreditLimitInputSchema } from '../../../../shared/platform-credit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/notify.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { nairaTextField } from '../../../lib/naira-text.ts';
import { usePlatformCredit, useSavePlatformCreditLimit } from '../api/platform-credit.ts';

/** The limit as typed, out comes what the API takes, checked by its own schema, each refusal under the box. */
const limitFormSchema = z
  .object({ dailyLimitKobo: nairaTextField(messages.promotions.dailyLimitInvalid) })
  .pipe(setPlatformCreditLimitInputSchema);

/**
 * The daily limit of Oja-coupon credit per store (decision 0026): what a store gains above it in 24
 * hours waits on Needs attention for an admin before it can be cashed out.
 */
export function PlatformCreditLimitCard() {
  const credit = usePlatformCredit();
  if (credit.isPending) return null;
  if (credit.isError) return <FormAlert tone="error">{credit.error.message}</FormAlert>;
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
      {/* Keyed on the saved limit, so the box starts again from what the server holds after a save. */}
      <LimitForm key={credit.data.dailyLimitKobo} dailyLimitKobo={credit.data.dailyLimitKobo} />
    </section>
  );
}

function LimitForm({ dailyLimitKobo }: { dailyLimitKobo: number }) {
  const form = useForm<z.input<typeof limitFormSchema>, unknown, z.output<typeof limitFormSchema>>({
    resolver: zodResolver(limitFormSchema),
    defaultValues: { dailyLimitKobo: String(koboToNaira(dailyLimitKobo)) },
  });
  const save = useSavePlatformCreditLimit({
    onSuccess: (data) => {
      // The box shows the saved limit as the server holds it ("1,000.50" → "1000.5").
      form.reset({ dailyLimitKobo: String(koboToNaira(data.dailyLimitKobo)) });
      toast.success(`Daily limit saved: ${formatNaira(data.dailyLimitKobo)}`);
    },
    onError: (failure) => {
      const message = applyServerErrors(failure, form.setError, ['dailyLimitKobo'], '');
      if (message) toast.error(message);
    },
  });
  const submit = form.handleSubmit(({ dailyLimitKobo: kobo }) => save.mutate(kobo));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        label="Daily limit per store (₦)"
        inputMode="decimal"
        className="sm:w-56"
        {...form.register('dailyLimitKobo')}
        error={form.formState.errors.dailyLimitKobo?.message}
      />
      <Button type="submit" pending={save.isPending}>
        Save limit
      </Button>
    </form>
  );
}
