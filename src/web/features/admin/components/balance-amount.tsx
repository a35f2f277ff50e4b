import { formatNaira } from '../../../../shared/money.ts';

/**
 * A seller's available balance as admins read it: below zero it is what the seller owes (commission
 * on sales paid on delivery, collected from their next sales: decision 0016), said in words too.
 */
export function BalanceAmount({ kobo }: { kobo: number }) {
  if (kobo >= 0) return <>{formatNaira(kobo)}</>;
  return (
    <span className="font-medium text-red-800">
      −{formatNaira(-kobo)} <span className="text-xs font-normal">(owes)</span>
    </span>
  );
}
