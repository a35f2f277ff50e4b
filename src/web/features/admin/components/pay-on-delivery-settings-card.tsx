import { useState, type FormEvent } from 'react';
import { PAY_ON_DELIVERY_CAP_MAX_KOBO } from '../../../../shared/constants.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../../shared/money.ts';
import type { PayOnDeliverySettings } from '../../../../shared/schemas/pay-on-delivery.ts';
import { isApiError } from '../../../lib/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePayOnDeliverySettings, useSavePayOnDeliverySettings } from '../api/pay-on-delivery.ts';

/**
 * /admin "Delivery fees": the pay-on-delivery limit (docs/product.md#pay-on-delivery), the largest
 * checkout total, delivery included, a customer may pay at the door. Checkout uses it once saved.
 */
export function PayOnDeliverySettingsCard() {
  const settings = usePayOnDeliverySettings();
  if (settings.isPending) return <PageLoading label="Loading the pay-on-delivery limit…" />;
  if (settings.isError) return <FormAlert tone="error">{settings.error.message}</FormAlert>;
  return <CapForm key={settings.data.capKobo} settings={settings.data} />;
}

/** A typed naira amount as kobo, or why it is not one we accept. */
function parseCap(text: string): { kobo?: number; error?: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { error: 'Enter the limit in naira, e.g. 100000' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter the limit in naira, e.g. 100000' };
  const kobo = nairaToKobo(Number(trimmed));
  if (kobo > PAY_ON_DELIVERY_CAP_MAX_KOBO) return { error: 'Limit must be at most ₦1,000,000' };
  return { kobo };
}

function CapForm({ settings }: { settings: PayOnDeliverySettings }) {
  const save = useSavePayOnDeliverySettings();
  const [text, setText] = useState(String(koboToNaira(settings.capKobo)));
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCap(text);
    setError(parsed.error);
    if (parsed.kobo === undefined) return;
    save.mutate(
      { capKobo: parsed.kobo },
      { onError: (failure) => isApiError(failure) && setError(failure.fields.capKobo) },
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="pay-on-delivery-heading"
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="grid max-w-prose gap-1 text-sm text-stone-700">
        <h2 id="pay-on-delivery-heading" className="text-lg font-semibold text-stone-900">
          Pay on delivery
        </h2>
        <p>
          Customers may pay the seller at the door when every store in their cart offers it and the order, delivery
          included, comes to at most this limit. Now: <strong>{formatNaira(settings.capKobo)}</strong>.
        </p>
      </div>
      <div className="grid gap-3 sm:flex sm:items-start">
        <TextField
          label="Largest order paid on delivery (₦)"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          className="min-w-0 sm:w-72"
        />
        <Button type="submit" variant="secondary" pending={save.isPending} className="shrink-0 sm:mt-6">
          Save limit
        </Button>
      </div>
    </form>
  );
}
