import { useReturns } from '../api/list-returns.ts';
import { returnsUi } from '../messages.ts';
import { ReturnsList } from './returns-list.tsx';

/**
 * Returns customers escalated after their store declined (docs/product.md#returns), on the admin's
 * Needs attention tab: an admin accepts with a refund or declines with a reason. Nothing is shown
 * while there are none.
 */
export function EscalatedReturns() {
  const waiting = useReturns('admin', 'open').data?.pages[0]?.returns.length ?? 0;
  if (waiting === 0) return null;
  return (
    <section aria-labelledby="escalated-returns-heading" className="space-y-3">
      <h3 id="escalated-returns-heading" className="font-semibold text-stone-900">
        {returnsUi.escalatedHeading}
      </h3>
      <ReturnsList audience="admin" view="open" quiet />
    </section>
  );
}
