import { useState, type FormEvent } from 'react';
import { NIGERIAN_STATES } from '../../../../shared/constants.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../../shared/money.ts';
import { DELIVERY_FEE_MAX_KOBO } from '../../../../shared/schemas/delivery-fees.ts';
import type { DeliveryFees } from '../../../../shared/checkout.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminDeliveryFees, useSaveDeliveryFees } from '../api/delivery-fees.ts';

/** /admin "Delivery fees": one fee per state (blank = the default) and the default, in naira. */
export function AdminDeliveryFeesTab() {
  const fees = useAdminDeliveryFees();
  if (fees.isPending) return <PageLoading label="Loading delivery fees…" />;
  if (fees.isError) return <FormAlert tone="error">{fees.error.message}</FormAlert>;
  return <DeliveryFeesForm key={JSON.stringify(fees.data)} table={fees.data} />;
}

const toText = (kobo: number | undefined) => (kobo === undefined ? '' : String(koboToNaira(kobo)));

/** A typed naira amount as kobo: '' is "not set"; anything else must be a fee we accept. */
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
  const [defaultText, setDefaultText] = useState(toText(table.defaultFeeKobo));
  const [stateTexts, setStateTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(NIGERIAN_STATES.map((state) => [state, toText(table.fees[state])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const defaultParsed = parseNaira(defaultText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const fees: Record<string, number> = {};
    if (defaultParsed.error) found.default = defaultParsed.error;
    else if (defaultParsed.kobo === undefined) found.default = 'Enter the default fee';
    for (const state of NIGERIAN_STATES) {
      const parsed = parseNaira(stateTexts[state] ?? '');
      if (parsed.error) found[state] = parsed.error;
      else if (parsed.kobo !== undefined) fees[state] = parsed.kobo;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || defaultParsed.kobo === undefined) return;
    save.mutate({ fees, defaultFeeKobo: defaultParsed.kobo });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Delivery fees" className="grid gap-5">
      <p className="max-w-prose text-sm text-stone-600">
        Each store order pays one delivery fee, by the shipping state. A state left blank pays the default. Checkout
        uses the saved fees at once.
      </p>
      <div className="max-w-xs">
        <TextField
          label="Default fee (₦)"
          inputMode="decimal"
          value={defaultText}
          onChange={(e) => setDefaultText(e.target.value)}
          error={errors.default}
        />
      </div>
      <fieldset className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-stone-900">Fee per state (₦)</legend>
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {NIGERIAN_STATES.map((state) => (
            <TextField
              key={state}
              label={state}
              inputMode="decimal"
              placeholder={defaultParsed.kobo !== undefined ? `Default ${formatNaira(defaultParsed.kobo)}` : 'Default'}
              value={stateTexts[state] ?? ''}
              onChange={(e) => setStateTexts({ ...stateTexts, [state]: e.target.value })}
              error={errors[state]}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" pending={save.isPending} className="w-full sm:w-auto">
          Save
        </Button>
      </div>
    </form>
  );
}
