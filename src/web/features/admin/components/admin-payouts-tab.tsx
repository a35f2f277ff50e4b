import { useState, type FormEvent } from 'react';
import { setPlatformHoldInputSchema } from '../../../../shared/payout-holds.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdminStores } from '../api/list-stores.ts';
import { usePayoutHolds, useSavePayoutHold } from '../api/payout-holds.ts';
import { PlatformCreditLimitCard } from './platform-credit-limit-card.tsx';

const card = 'rounded-2xl border border-stone-200 bg-white p-4 sm:p-6';

/** The days typed, checked by the rule the server applies; the message names what is wrong. */
function parseDays(text: string): { days: number; error?: undefined } | { days?: undefined; error: string } {
  const parsed = setPlatformHoldInputSchema.shape.holdDays.safeParse(text.trim() === '' ? Number.NaN : Number(text));
  return parsed.success ? { days: parsed.data } : { error: parsed.error.issues[0]!.message };
}

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * Payouts (docs/product.md#earnings): how long a delivered order's money is held before its seller
 * can cash it out — the platform's hold, and stores given one of their own. A change applies to
 * orders delivered from then on; orders already delivered keep the date they were given.
 */
export function AdminPayoutsTab() {
  const holds = usePayoutHolds();
  const stores = useAdminStores();
  const save = useSavePayoutHold();
  const [platformDays, setPlatformDays] = useState<string | undefined>(undefined);
  const [platformError, setPlatformError] = useState<string | undefined>(undefined);
  const [storeId, setStoreId] = useState('');
  const [storeDays, setStoreDays] = useState('');
  const [storeErrors, setStoreErrors] = useState<{ store?: string; days?: string }>({});

  if (holds.isPending) return <PageLoading label="Loading payout holds…" />;
  if (holds.isError) return <FormAlert tone="error">{holds.error.message}</FormAlert>;

  function savePlatform(event: FormEvent) {
    event.preventDefault();
    const { days, error } = parseDays(platformDays ?? String(holds.data!.holdDays));
    setPlatformError(error);
    if (days !== undefined) save.mutate({ holdDays: days }, { onSuccess: () => setPlatformDays(undefined) });
  }

  function saveStore(event: FormEvent) {
    event.preventDefault();
    const { days, error } = parseDays(storeDays);
    const errors = { store: storeId ? undefined : 'Choose a store', days: error };
    setStoreErrors(errors);
    if (!storeId || days === undefined) return;
    save.mutate(
      { storeId, holdDays: days },
      {
        onSuccess: () => {
          setStoreId('');
          setStoreDays('');
        },
      },
    );
  }

  const withOwnHold = new Set(holds.data.stores.map((s) => s.storeId));
  const savingPlatform = save.isPending && save.variables.storeId === undefined;
  const savingStore = save.isPending && save.variables.storeId !== undefined;

  return (
    <div className="space-y-6">
      <section aria-labelledby="platform-hold-heading" className={card}>
        <h2 id="platform-hold-heading" className="text-lg font-semibold text-stone-900">
          Payout hold
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          A delivered order’s money stays pending this long, so a return can still be refunded from it; then its seller
          can cash it out. Orders already delivered keep their date.
        </p>
        <form onSubmit={savePlatform} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label="Days held after delivery"
            inputMode="numeric"
            className="sm:w-56"
            value={platformDays ?? String(holds.data.holdDays)}
            error={platformError}
            onChange={(event) => {
              setPlatformDays(event.target.value);
              if (platformError) setPlatformError(undefined);
            }}
          />
          <Button type="submit" pending={savingPlatform} className="sm:mb-0">
            Save hold
          </Button>
        </form>
      </section>

      <PlatformCreditLimitCard />

      <section aria-labelledby="store-holds-heading" className={card}>
        <h2 id="store-holds-heading" className="text-lg font-semibold text-stone-900">
          Stores with their own hold
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Hold a new seller’s money longer, or release a trusted one’s sooner.
        </p>
        {holds.data.stores.length === 0 ? (
          <div className="mt-4">
            <EmptyState title="Every store follows the payout hold" />
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200" aria-label="Store holds">
            {holds.data.stores.map((store) => (
              <li key={store.storeId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0 break-words font-medium text-stone-900">{store.storeName}</span>
                <span className="flex items-center gap-3">
                  <span className="text-sm tabular-nums text-stone-700">{daysText(store.holdDays)}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    pending={
                      save.isPending && save.variables.storeId === store.storeId && save.variables.holdDays === null
                    }
                    aria-label={`Remove the hold of ${store.storeName}`}
                    onClick={() => save.mutate({ storeId: store.storeId, holdDays: null })}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={saveStore} noValidate className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <SelectField
            label="Store"
            value={storeId}
            error={storeErrors.store}
            disabled={!stores.isSuccess}
            onChange={(event) => {
              setStoreId(event.target.value);
              setStoreErrors((errors) => ({ ...errors, store: undefined }));
            }}
          >
            <option value="">{stores.isSuccess ? 'Choose a store' : 'Loading stores…'}</option>
            {stores.data
              ?.filter((store) => !withOwnHold.has(store.id))
              .map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
          </SelectField>
          <TextField
            label="Days held"
            inputMode="numeric"
            value={storeDays}
            error={storeErrors.days}
            onChange={(event) => {
              setStoreDays(event.target.value);
              setStoreErrors((errors) => ({ ...errors, days: undefined }));
            }}
          />
          <Button type="submit" pending={savingStore}>
            Give this store its hold
          </Button>
        </form>
      </section>
    </div>
  );
}
