import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NIGERIAN_STATES, type NigerianState } from '../../../../shared/constants.ts';
import type { StoreDeliveryDays } from '../../../../shared/delivery-days.ts';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSetDeliveryDays } from '../api/set-delivery-days.ts';
import {
  deliveryDaysFormSchema,
  deliveryDaysPath,
  deliveryDaysTexts,
  type DayTexts,
  type DeliveryDaysTexts,
} from '../delivery-days-form.ts';
import { vendorUiMessages as ui } from '../messages.ts';

/**
 * The store's delivery times on /store/manage/:storeId (docs/product.md#delivery-estimates): the
 * usual fewest and most days, and the states that differ, added one by one. Saved as a whole with
 * the button; shoppers see them on the product page beside the delivery fee to their state.
 */
export function DeliveryDaysForm({ storeId, saved }: { storeId: string; saved: StoreDeliveryDays }) {
  const form = useForm<DeliveryDaysTexts, unknown, StoreDeliveryDays>({
    resolver: zodResolver(deliveryDaysFormSchema),
    defaultValues: deliveryDaysTexts(saved),
  });
  const states = useFieldArray({ control: form.control, name: 'states' });
  const [adding, setAdding] = useState<NigerianState | ''>('');
  const headingId = useId();
  const { errors } = form.formState;
  const save = useSetDeliveryDays(storeId, {
    onSuccess: () => toast.success(ui.deliveryDaysSaved),
    onError: (error) => {
      if (!isApiError(error, 400) || Object.keys(error.fields).length === 0)
        return toast.error(ui.deliveryDaysFailed(error.message));
      for (const [field, message] of Object.entries(error.fields)) {
        const path = deliveryDaysPath(form.getValues(), field);
        if (path) form.setError(path as Path<DeliveryDaysTexts>, { type: 'server', message });
      }
    },
  });
  const listed = new Set(states.fields.map((row) => row.state));
  const choices = NIGERIAN_STATES.filter((state) => !listed.has(state));

  function addState() {
    if (!adding) return;
    // A state just added starts from the usual days, and its first box takes the focus.
    states.append(
      { state: adding, days: form.getValues('defaultDays') },
      { focusName: `states.${states.fields.length}.days.minDays` },
    );
    setAdding('');
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {ui.deliveryDaysHeading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-600">{ui.deliveryDaysHint}</p>
      <form noValidate onSubmit={form.handleSubmit((days) => save.mutate(days))} className="mt-4 grid gap-4">
        <DayRangeFields
          legend={ui.usualDays}
          min={form.register('defaultDays.minDays')}
          max={form.register('defaultDays.maxDays')}
          errors={errors.defaultDays}
        />
        {states.fields.length > 0 && (
          <ul className="grid gap-3" aria-label={ui.statesWithOwnDays}>
            {states.fields.map(({ id, state }, index) => (
              <li key={id} data-state={state} className="rounded-xl bg-stone-50 p-3">
                <DayRangeFields
                  legend={state}
                  min={form.register(`states.${index}.days.minDays`)}
                  max={form.register(`states.${index}.days.maxDays`)}
                  errors={errors.states?.[index]?.days}
                  action={
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={ui.removeStateDays(state)}
                      onClick={() => states.remove(index)}
                    >
                      {ui.remove}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={ui.addStateDays}
            value={adding}
            onChange={(event) => setAdding(event.target.value as NigerianState | '')}
            className="min-w-0 flex-1 basis-44"
          >
            <option value="">{ui.chooseState}</option>
            {choices.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" onClick={addState} disabled={!adding} className="h-11">
            {ui.addState}
          </Button>
        </div>
        <div>
          <Button type="submit" pending={save.isPending}>
            {ui.saveDeliveryDays}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The fewest and the most days of one row, under its legend (the usual days, or a state). */
function DayRangeFields({
  legend,
  min,
  max,
  errors,
  action,
}: {
  legend: string;
  min: UseFormRegisterReturn;
  max: UseFormRegisterReturn;
  errors: FieldErrors<DayTexts> | undefined;
  action?: ReactNode;
}) {
  return (
    <fieldset className="relative min-w-0">
      {/* The legend first, as a fieldset needs; the row's button sits at its right. */}
      <legend
        className={`float-left flex w-full items-center text-sm font-semibold text-stone-900 ${action ? 'min-h-11 pr-28' : 'mb-1'}`}
      >
        {legend}
      </legend>
      {action && <div className="absolute right-0 top-0">{action}</div>}
      <div className="clear-left grid grid-cols-2 gap-3">
        <TextField label={ui.fewestDays} inputMode="numeric" {...min} error={errors?.minDays?.message} />
        <TextField label={ui.mostDays} inputMode="numeric" {...max} error={errors?.maxDays?.message} />
      </div>
    </fieldset>
  );
}
