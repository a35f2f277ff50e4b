import { useId } from 'react';
import { NIGERIAN_STATES, type NigerianState } from '../../../../shared/constants.ts';
import {
  deliveryDaysForState,
  describeDeliveryDays,
  isNigerianState,
  USUAL_DELIVERY_DAYS,
  type StoreDeliveryDays,
} from '../../../../shared/delivery-days.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { deliveryFeeForState } from '../../../../shared/pricing.ts';
import { useSession } from '../../../lib/session-query.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useLastShippingState } from '../api/get-last-shipping-state.ts';
import { useDeliveryFees } from '../api/get-delivery-fees.ts';
import { useRememberedDeliveryState } from '../delivery-state.ts';
import { catalogUi } from '../messages.ts';

/**
 * The product page's delivery estimate (docs/product.md#delivery-estimates): "Delivery to Lagos:
 * ₦1,500.00, 1–2 days" — the fee of the state chosen (the marketplace's table, asked once a state is
 * known and kept for the visit) and the days the store's owner set for it (in the page's data), or,
 * where the owner set none, Oja's usual days, said to be Oja's.
 * The state is the one the shopper chose here before (kept in the browser), else, signed in, the
 * state of their last order's address, else none until they choose.
 */
export function DeliveryEstimate({ days, storeName }: { days: StoreDeliveryDays; storeName: string }) {
  const headingId = useId();
  const [remembered, remember] = useRememberedDeliveryState();
  const { user } = useSession();
  const last = useLastShippingState(user?.id, remembered === null);
  const lastState = last.data?.state;
  const state: NigerianState | null = remembered ?? (isNigerianState(lastState) ? lastState : null);
  const range = state ? deliveryDaysForState(days, state) : null;
  const usualDays = describeDeliveryDays(USUAL_DELIVERY_DAYS);
  const fees = useDeliveryFees(state !== null).data;

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h2 id={headingId} className="text-base font-semibold text-stone-900">
        {catalogUi.deliveryHeading}
      </h2>
      <SelectField
        label={catalogUi.deliverTo}
        value={state ?? ''}
        onChange={(event) => remember(isNigerianState(event.target.value) ? event.target.value : null)}
        className="mt-2 max-w-xs"
      >
        <option value="">{catalogUi.chooseYourState}</option>
        {NIGERIAN_STATES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <p className="mt-3 text-stone-900" aria-live="polite">
        {state ? (
          <>
            {catalogUi.deliveryToState(state)} {/* The days show at once; the fee joins them when the table arrives. */}
            {fees ? <span className="font-semibold">{formatNaira(deliveryFeeForState(fees, state))}</span> : null}
            {fees ? ', ' : null}
            <span className="whitespace-nowrap">
              {range ? describeDeliveryDays(range) : catalogUi.usualDeliveryDays(usualDays)}
            </span>
          </>
        ) : (
          catalogUi.chooseStateForEstimate
        )}
      </p>
      {state && !range && (
        <p className="mt-1 text-sm text-stone-600">{catalogUi.storeHasNoDeliveryDays(storeName, usualDays)}</p>
      )}
      <p className="mt-1 text-sm text-stone-600">{catalogUi.oneFeePerStoreOrder(storeName)}</p>
    </section>
  );
}
