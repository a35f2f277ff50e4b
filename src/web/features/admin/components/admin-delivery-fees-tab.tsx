import { useId, useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NIGERIAN_STATES, type NigerianState } from '../../../../shared/constants.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { UpdateDeliveryFeesInput } from '../../../../shared/schemas/delivery-fees.ts';
import type { DeliveryFees } from '../../../../shared/checkout.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { controlBorder, fieldErrorId } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminDeliveryFees, useSaveDeliveryFees } from '../api/delivery-fees.ts';
import {
  deliveryFeesFormSchema,
  deliveryFeeTexts,
  feeText,
  parseNairaFee,
  type DeliveryFeeTexts,
} from '../delivery-fees-form.ts';
import { filterStateZones } from '../state-zones.ts';

const STATE_COUNT = NIGERIAN_STATES.length;

/**
 * /admin "Delivery fees" (docs/product.md#delivery-fees): the default fee, and per state either a fee of its own
 * or "use the default" (a blank fee, saved as no row, so the state follows the default). The states
 * are a searchable list grouped by geopolitical zone, with one action that sets them all at once.
 */
export function AdminDeliveryFeesTab() {
  const fees = useAdminDeliveryFees();
  if (fees.isPending) return <PageLoading label="Loading delivery fees…" />;
  if (fees.isError) return <FormAlert tone="error">{fees.error.message}</FormAlert>;
  return <DeliveryFeesForm key={JSON.stringify(fees.data)} table={fees.data} />;
}

function DeliveryFeesForm({ table }: { table: DeliveryFees }) {
  const save = useSaveDeliveryFees();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<DeliveryFeeTexts, unknown, UpdateDeliveryFeesInput>({
    resolver: zodResolver(deliveryFeesFormSchema(table)),
    defaultValues: deliveryFeeTexts(table),
    // A mistake may sit in a state the filter hides: the form shows every state first (invalid()).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [filter, setFilter] = useState('');
  const [applied, setApplied] = useState('');
  const texts = form.watch();
  const defaultParsed = parseNairaFee(texts.defaultFee);
  const defaultLabel = defaultParsed.kobo !== undefined ? formatNaira(defaultParsed.kobo) : 'the default';
  const groups = filterStateZones(filter);
  const shownCount = groups.reduce((sum, group) => sum + group.states.length, 0);
  const ownFeeCount = NIGERIAN_STATES.filter((state) => texts.fees[state].trim() !== '').length;

  function applyToAll() {
    const parsed = parseNairaFee(form.getValues('allFee'));
    if (parsed.error) {
      form.setError('allFee', { type: 'manual', message: parsed.error });
      return;
    }
    form.clearErrors(['allFee', 'fees']);
    const text = feeText(parsed.kobo);
    for (const state of NIGERIAN_STATES) form.setValue(`fees.${state}`, text);
    setApplied(
      parsed.kobo === undefined
        ? `All ${STATE_COUNT} states now use the default. Press Save to keep this.`
        : `All ${STATE_COUNT} states now have the fee ${formatNaira(parsed.kobo)}. Press Save to keep this.`,
    );
  }

  function invalid() {
    // Every state is shown again so a mistake is never hidden by the filter; focus the first one.
    setFilter('');
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus({ preventScroll: true });
      // Centred, so the sticky Save bar never covers the field's message.
      first?.scrollIntoView({ block: 'center' });
    });
  }

  const submit = form.handleSubmit((input) => {
    setApplied('');
    save.mutate(input);
  }, invalid);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Delivery fees"
      className="grid gap-6"
    >
      <div className="grid max-w-prose gap-2 text-sm text-stone-700">
        <h2 className="text-lg font-semibold text-stone-900">Delivery fees</h2>
        <p>Each store order pays one delivery fee, chosen by the shipping state. Checkout uses saved fees at once.</p>
        <p>
          A state set to <strong>use the default</strong> (its fee left blank) has no fee of its own: it pays the
          default fee below, so changing the default changes what it pays. Give a state a fee of its own to charge it
          differently.
        </p>
      </div>

      <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
        <TextField
          label="Default fee (₦)"
          inputMode="decimal"
          hint="Paid by every state that uses the default."
          {...form.register('defaultFee')}
          error={errors.defaultFee?.message}
        />
        <div>
          <div className="grid gap-2 sm:flex sm:items-start">
            <TextField
              label="Fee for every state (₦)"
              inputMode="decimal"
              hint="Leave blank to make every state use the default."
              {...form.register('allFee')}
              error={errors.allFee?.message}
              className="min-w-0 flex-1"
            />
            <Button variant="secondary" className="shrink-0 sm:mt-6" onClick={applyToAll}>
              Apply to all {STATE_COUNT}
            </Button>
          </div>
          <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
            {applied}
          </p>
        </div>
      </div>

      <section aria-labelledby="state-fees-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 id="state-fees-heading" className="text-base font-semibold text-stone-900">
              Fee per state
            </h3>
            <p className="text-sm text-stone-600">
              {ownFeeCount === 0
                ? `All ${STATE_COUNT} states use the default.`
                : `${ownFeeCount} of ${STATE_COUNT} states have a fee of their own; the rest use the default.`}
            </p>
          </div>
          <TextField
            label="Find a state or zone"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="w-full sm:w-72"
          />
        </div>
        <p role="status" className="sr-only">
          {filter.trim() ? `${shownCount} of ${STATE_COUNT} states shown` : ''}
        </p>
        {groups.length === 0 && <p className="text-sm text-stone-600">No state matches “{filter.trim()}”.</p>}
        {groups.map(({ zone, states }) => (
          <section
            key={zone}
            aria-label={zone}
            className="rounded-2xl border border-stone-200 bg-white px-4 py-3 sm:px-5"
          >
            <h4 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{zone}</h4>
            <ul className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
              {states.map((state) => (
                <StateFeeRow
                  key={state}
                  state={state}
                  field={form.register(`fees.${state}`)}
                  usesDefault={texts.fees[state].trim() === ''}
                  defaultLabel={defaultLabel}
                  error={errors.fees?.[state]?.message}
                  onUseDefault={() => {
                    form.setValue(`fees.${state}`, '');
                    form.clearErrors(`fees.${state}`);
                  }}
                />
              ))}
            </ul>
          </section>
        ))}
      </section>

      <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-2 sm:mx-0 sm:rounded-xl sm:border sm:py-3">
        {errors.defaultFee || errors.fees ? (
          <p className="text-sm font-medium text-red-700">Check the fees marked in red.</p>
        ) : (
          <p className="text-sm text-stone-600">Checkout uses the fees once saved.</p>
        )}
        <Button type="submit" pending={save.isPending} className="shrink-0 px-6">
          Save
        </Button>
      </div>
    </form>
  );
}

/**
 * One state on one line: its name, its fee, and below them whether it uses the default or has a fee
 * of its own (with "Use default" to clear it), which the fee box is described by.
 */
function StateFeeRow({
  state,
  field,
  usesDefault,
  defaultLabel,
  error,
  onUseDefault,
}: {
  state: NigerianState;
  field: UseFormRegisterReturn;
  usesDefault: boolean;
  defaultLabel: string;
  error: string | undefined;
  onUseDefault: () => void;
}) {
  const id = useId();
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-center gap-x-3 py-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        {state}
      </label>
      <input
        id={id}
        inputMode="decimal"
        placeholder="Default"
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status${error ? ` ${fieldErrorId(id)}` : ''}`}
        className={
          'h-10 w-full rounded-lg border bg-white px-3 text-right text-base text-stone-900 tabular-nums placeholder:text-stone-400 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ' +
          controlBorder(error)
        }
      />
      <div className="col-span-2 mt-1 flex min-h-6 items-center justify-between gap-2 text-xs">
        {usesDefault ? (
          <span id={`${id}-status`} className="text-stone-500">
            Uses the default ({defaultLabel})
          </span>
        ) : (
          <>
            <span id={`${id}-status`} className="font-medium text-emerald-800">
              Own fee
            </span>
            <button
              type="button"
              className="-mr-2 min-h-11 rounded px-2 text-stone-700 underline hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-emerald-600 md:min-h-6"
              aria-label={`${state}: use the default`}
              onClick={onUseDefault}
            >
              Use default
            </button>
          </>
        )}
      </div>
      {error && (
        <p id={fieldErrorId(id)} className="col-span-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
