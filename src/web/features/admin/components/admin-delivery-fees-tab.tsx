import { useId, useRef, useState, type FormEvent } from 'react';
import { NIGERIAN_STATES, type NigerianState } from '../../../../shared/constants.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../../shared/money.ts';
import { DELIVERY_FEE_MAX_KOBO } from '../../../../shared/schemas/delivery-fees.ts';
import type { DeliveryFees } from '../../../../shared/checkout.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { controlBorder, fieldErrorId } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminDeliveryFees, useSaveDeliveryFees } from '../api/delivery-fees.ts';
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

const toText = (kobo: number | undefined) => (kobo === undefined ? '' : String(koboToNaira(kobo)));

/** A typed naira amount as kobo: '' is "use the default"; anything else must be a fee we accept. */
function parseNaira(text: string): { kobo?: number; error?: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return {};
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter an amount in naira, e.g. 1500' };
  const kobo = nairaToKobo(Number(trimmed));
  if (kobo > DELIVERY_FEE_MAX_KOBO) return { error: 'Fee must be at most ₦1,000,000' };
  return { kobo };
}

function DeliveryFeesForm({ table }: { table: DeliveryFees }) {
  const save = useSaveDeliveryFees();
  const formRef = useRef<HTMLFormElement>(null);
  const [defaultText, setDefaultText] = useState(toText(table.defaultFeeKobo));
  const [stateTexts, setStateTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(NIGERIAN_STATES.map((state) => [state, toText(table.fees[state])])),
  );
  const [allText, setAllText] = useState('');
  const [filter, setFilter] = useState('');
  const [applied, setApplied] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const defaultParsed = parseNaira(defaultText);
  const defaultLabel = defaultParsed.kobo !== undefined ? formatNaira(defaultParsed.kobo) : 'the default';
  const groups = filterStateZones(filter);
  const shownCount = groups.reduce((sum, group) => sum + group.states.length, 0);
  const ownFeeCount = NIGERIAN_STATES.filter((state) => (stateTexts[state] ?? '').trim() !== '').length;

  const setState = (state: NigerianState, text: string) => setStateTexts((texts) => ({ ...texts, [state]: text }));

  function applyToAll() {
    const parsed = parseNaira(allText);
    if (parsed.error) {
      setErrors((found) => ({ ...found, all: parsed.error! }));
      return;
    }
    setErrors((found) => Object.fromEntries(Object.entries(found).filter(([key]) => key === 'default')));
    const text = parsed.kobo === undefined ? '' : toText(parsed.kobo);
    setStateTexts(Object.fromEntries(NIGERIAN_STATES.map((state) => [state, text])));
    setApplied(
      parsed.kobo === undefined
        ? `All ${STATE_COUNT} states now use the default. Press Save to keep this.`
        : `All ${STATE_COUNT} states now have the fee ${formatNaira(parsed.kobo)}. Press Save to keep this.`,
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const fees: Partial<Record<NigerianState, number | null>> = {};
    if (defaultParsed.error) found.default = defaultParsed.error;
    else if (defaultParsed.kobo === undefined) found.default = 'Enter the default fee';
    for (const state of NIGERIAN_STATES) {
      const parsed = parseNaira(stateTexts[state] ?? '');
      if (parsed.error) found[state] = parsed.error;
      // Only what this admin changed is sent: another admin's save of other states is kept.
      else if ((parsed.kobo ?? null) !== (table.fees[state] ?? null)) fees[state] = parsed.kobo ?? null;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || defaultParsed.kobo === undefined) {
      // Every state is shown again so a mistake is never hidden by the filter; focus the first one.
      setFilter('');
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus({ preventScroll: true });
        // Centred, so the sticky Save bar never covers the field's message.
        first?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    setApplied('');
    save.mutate({ fees, defaultFeeKobo: defaultParsed.kobo });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Delivery fees" className="grid gap-6">
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
          value={defaultText}
          onChange={(e) => setDefaultText(e.target.value)}
          error={errors.default}
        />
        <div>
          <div className="grid gap-2 sm:flex sm:items-start">
            <TextField
              label="Fee for every state (₦)"
              inputMode="decimal"
              hint="Leave blank to make every state use the default."
              value={allText}
              onChange={(e) => setAllText(e.target.value)}
              error={errors.all}
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
                  text={stateTexts[state] ?? ''}
                  defaultLabel={defaultLabel}
                  error={errors[state]}
                  onChange={(text) => setState(state, text)}
                />
              ))}
            </ul>
          </section>
        ))}
      </section>

      <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-2 sm:mx-0 sm:rounded-xl sm:border sm:py-3">
        {Object.keys(errors).some((key) => key !== 'all') ? (
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
  text,
  defaultLabel,
  error,
  onChange,
}: {
  state: NigerianState;
  text: string;
  defaultLabel: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const usesDefault = text.trim() === '';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-center gap-x-3 py-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        {state}
      </label>
      <input
        id={id}
        inputMode="decimal"
        placeholder="Default"
        value={text}
        onChange={(e) => onChange(e.target.value)}
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
              onClick={() => onChange('')}
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
