import { reviewUi } from './messages.ts';
import { ShieldCheckIcon } from '../../components/ui/icons.tsx';

/**
 * "Verified purchase" beside a review whose writer had received the product (the server decides
 * and sends the flag; docs/product.md#reviews). Shoppers see it on the product page, sellers on
 * their Reviews tab.
 */
export function VerifiedPurchaseMark() {
  return (
    <span
      title={reviewUi.verifiedPurchaseHint}
      className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800"
    >
      <ShieldCheckIcon size={16} />
      {reviewUi.verifiedPurchase}
    </span>
  );
}
