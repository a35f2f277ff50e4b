import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { NIGERIAN_STATES, type NigerianState } from '../../../../shared/constants.ts';
import type { StoreDeliveryDays } from '../../../../shared/delivery-days.ts';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSetDeliveryDays } from '../api/set-delivery-days.ts';
import {
  deliveryDaysTexts,
  parseDeliveryDays,
  type DayTexts,
  type DeliveryDaysErrors,
  type DeliveryDaysTexts,
} from '../delivery-days-form.ts';
import { vendorUiMessages as ui } from '../messages.ts';

/**
 * The store's delivery times on /store/manage/:storeId (docs/product.md#delivery-estimates): the
 * usual fewest and most days, and the states that differ, added one by one. Saved as a whole with
 * the button; shoppers see them on the product page beside the delivery fee to their state.
 */
export function DeliveryDaysForm({ storeId, saved }: { storeId: string; saved: StoreDeliveryDays }) {
  const [texts, setTexts] = useState<DeliveryDaysTexts>(() => deliveryDaysTexts(saved));
  const [errors, setErrors] = useState<DeliveryDaysErrors>({});
  const [adding, setAdding] = useState<NigerianState | ''>('');
  const [focusState, setFocusState] = useState<NigerianState | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const save = useSetDeliveryDays(storeId, {
    onSuccess: () => toast.success(ui.deliveryDaysSaved),
    onError: (error) => {
      if (isApiError(error, 400) && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else toast.error(ui.deliveryDaysFailed(error.message));
    },
  });
  const listed = new Set(texts.states.map((row) => row.state));
  const choices = NIGERIAN_STATES.filter((state) => !listed.has(state));

  // A state just added: its first box takes the focus.
  useEffect(() => {
    if (!focusState) return;
    formRef.current?.querySelector<HTMLInputElement>(`[data-state="${focusState}"] input`)?.focus();
    setFocusState(null);
  }, [focusState]);

  function setUsual(days: DayTexts) {
    setTexts((current) => ({ ...current, defaultDays: days }));
  }
  function setState(state: NigerianState, days: DayTexts) {
    setTexts((current) => ({
      ...current,
      states: current.states.map((row) => (row.state === state ? { state, days } : row)),
    }));
  }
  function addState() {
    if (!adding) return;
    setTexts((current) => ({ ...current, states: [...current.states, { state: adding, days: current.defaultDays }] }));
    setFocusState(adding);
    setAdding('');
  }
  function removeState(state: NigerianState) {
    setTexts((current) => ({ ...current, states: current.states.filter((row) => row.state !== state) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`states.${state}.`))),
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDeliveryDays(texts);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(parsed.days);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {ui.deliveryDaysHeading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-600">{ui.deliveryDaysHint}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <DayRangeFields
          legend={ui.usualDays}
          days={texts.defaultDays}
          field="defaultDays"
          errors={errors}
          onChange={setUsual}
        />
        {texts.states.length > 0 && (
          <ul className="grid gap-3" aria-label={ui.statesWithOwnDays}>
            {texts.states.map(({ state, days }) => (
              <li key={state} data-state={state} className="rounded-xl bg-stone-50 p-3">
                <DayRangeFields
                  legend={state}
                  days={days}
                  field={`states.${state}`}
                  errors={errors}
                  onChange={(next) => setState(state, next)}
                  action={
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={ui.removeStateDays(state)}
                      onClick={() => removeState(state)}
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
  days,
  field,
  errors,
  onChange,
  action,
}: {
  legend: string;
  days: DayTexts;
  field: string;
  errors: DeliveryDaysErrors;
  onChange: (days: DayTexts) => void;
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
        <TextField
          label={ui.fewestDays}
          inputMode="numeric"
          value={days.minDays}
          onChange={(event) => onChange({ ...days, minDays: event.target.value })}
          error={errors[`${field}.minDays`]}
        />
        <TextField
          label={ui.mostDays}
          inputMode="numeric"
          value={days.maxDays}
          onChange={(event) => onChange({ ...days, maxDays: event.target.value })}
          error={errors[`${field}.maxDays`]}
        />
      </div>
    </fieldset>
  );
}
