import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ManagedStore } from '../api/get-managed-store.ts';
import { useUpdateStoreSettings } from '../api/update-store-settings.ts';
import { vendorUiMessages as ui } from '../messages.ts';

/**
 * The store's settings on /store/manage/:storeId: whether customers may pay at the door
 * (docs/product.md#pay-on-delivery), off until the owner opts in. Saved with the button, so a
 * stray tap changes nothing.
 */
export function StoreSettingsForm({ store }: { store: ManagedStore['store'] }) {
  const save = useUpdateStoreSettings(store.id);
  const [payOnDelivery, setPayOnDelivery] = useState(store.payOnDelivery);
  const changed = payOnDelivery !== store.payOnDelivery;
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ payOnDelivery });
  }
  return (
    <section
      aria-labelledby="store-settings-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="store-settings-heading" className="text-lg font-semibold text-stone-900">
        {ui.storeSettingsHeading}
      </h2>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <div className="flex gap-3">
          <input
            id="store-pay-on-delivery"
            type="checkbox"
            checked={payOnDelivery}
            onChange={(event) => setPayOnDelivery(event.target.checked)}
            aria-describedby="store-pay-on-delivery-hint"
            className="mt-1 size-5 shrink-0 accent-emerald-700"
          />
          <div className="min-w-0">
            <label htmlFor="store-pay-on-delivery" className="font-medium text-stone-900">
              {ui.offerPayOnDelivery}
            </label>
            <p id="store-pay-on-delivery-hint" className="mt-1 max-w-prose text-sm text-stone-600">
              {ui.offerPayOnDeliveryHint}
            </p>
          </div>
        </div>
        <Button type="submit" variant="secondary" pending={save.isPending} disabled={!changed || save.isPending}>
          {ui.saveStoreSettings}
        </Button>
      </form>
    </section>
  );
}
