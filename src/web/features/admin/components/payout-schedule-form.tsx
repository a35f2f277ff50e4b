import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira, koboToNaira } from '../../../../shared/money.ts';
import { payoutScheduleInputSchema, type PayoutScheduleInput } from '../../../../shared/schemas/cashout.ts';
import { nairaTextField } from '../../../lib/naira-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/notify.ts';
import { usePayoutSchedule, useSavePayoutSchedule, type PayoutScheduleView } from '../api/payout-schedule.ts';

/**
 * Automatic weekly payouts (docs/product.md#cashouts, decision 0018): a switch and the least
 * balance paid out. On, every Monday morning each seller whose available balance reaches the
 * minimum is paid all of it by bank transfer, as if an admin had approved it.
 */
export function PayoutScheduleForm() {
  const schedule = usePayoutSchedule();
  if (!schedule.data) return null;
  // Keyed on the saved values, so the form starts again from what the server holds after a save.
  return <ScheduleForm key={`${schedule.data.enabled}-${schedule.data.minimumKobo}`} saved={schedule.data} />;
}

/** The schedule as typed, out comes what the API takes, checked by its own schema, each refusal under its box. */
const scheduleFormSchema = z
  .object({ enabled: z.boolean(), minimumKobo: nairaTextField(messages.cashouts.invalidAmount) })
  .pipe(payoutScheduleInputSchema);

function ScheduleForm({ saved }: { saved: PayoutScheduleView }) {
  const form = useForm<z.input<typeof scheduleFormSchema>, unknown, PayoutScheduleInput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: { enabled: saved.enabled, minimumKobo: String(koboToNaira(saved.minimumKobo)) },
  });
  const save = useSavePayoutSchedule({
    onSuccess: () => toast.success(messages.cashouts.scheduleSaved),
    onError: (failure) => toast.error(messages.cashouts.scheduleSaveFailed(failure.message)),
  });
  const submit = form.handleSubmit((input) => save.mutate(input));

  return (
    <form
      aria-labelledby="payout-schedule-heading"
      className="mb-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="payout-schedule-heading" className="font-semibold text-stone-900">
        Automatic payouts
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Every Monday morning, each seller whose available balance reaches the minimum is paid all of it by bank
        transfer.
        {saved.lastRunAt ? ` Last run ${new Date(saved.lastRunAt).toLocaleString('en-NG')}.` : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" className="size-5 accent-emerald-700" {...form.register('enabled')} />
          Pay sellers automatically every week
        </label>
        <TextField
          label="Minimum balance (₦)"
          hint={`Now ${formatNaira(saved.minimumKobo)}`}
          inputMode="decimal"
          className="w-48"
          {...form.register('minimumKobo')}
          error={form.formState.errors.minimumKobo?.message}
        />
        <Button type="submit" size="sm" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
