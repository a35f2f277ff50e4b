import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, koboToNaira } from '../../../../shared/money.ts';
import {
  payOnDeliverySettingsInputSchema,
  type PayOnDeliverySettings,
  type PayOnDeliverySettingsInput,
} from '../../../../shared/schemas/pay-on-delivery.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { nairaTextField } from '../../../lib/naira-text.ts';
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

/** The limit as typed, out comes what the API takes, checked by its own schema, each refusal under the box. */
const capFormSchema = z
  .object({ capKobo: nairaTextField('Enter the limit in naira, e.g. 100000') })
  .pipe(payOnDeliverySettingsInputSchema);

function CapForm({ settings }: { settings: PayOnDeliverySettings }) {
  const save = useSavePayOnDeliverySettings();
  const form = useForm<z.input<typeof capFormSchema>, unknown, PayOnDeliverySettingsInput>({
    resolver: zodResolver(capFormSchema),
    defaultValues: { capKobo: String(koboToNaira(settings.capKobo)) },
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onError: (failure) => applyServerErrors(failure, form.setError, ['capKobo'], '') }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
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
          {...form.register('capKobo')}
          error={form.formState.errors.capKobo?.message}
          className="min-w-0 sm:w-72"
        />
        <Button type="submit" variant="secondary" pending={save.isPending} className="shrink-0 sm:mt-6">
          Save limit
        </Button>
      </div>
    </form>
  );
}
