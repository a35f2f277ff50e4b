import { useReturns } from '../api/list-returns.ts';
import { returnsUi } from '../messages.ts';
import { ReturnsList } from './returns-list.tsx';

/**
 * The return requests waiting for the vendor (docs/product.md#returns), above their orders: open
 * ones to accept with a refund or decline, accepted ones whose goods are to be marked received.
 * Nothing is shown while there are none; every request, decided ones too, is on the Returns tab.
 */
export function VendorReturns() {
  const waiting = useReturns('vendor', 'open').data?.pages[0]?.returns.length ?? 0;
  if (waiting === 0) return null;
  return (
    <section aria-labelledby="vendor-returns-heading" className="mb-6 space-y-3">
      <h2 id="vendor-returns-heading" className="text-lg font-semibold text-stone-900">
        {returnsUi.vendorHeading}
      </h2>
      <ReturnsList audience="vendor" view="open" quiet />
    </section>
  );
}
