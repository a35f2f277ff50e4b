import { messages } from '../../../../shared/messages.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Stars } from '../../../entities/review/stars.tsx';
import { VerifiedPurchaseMark } from '../../../entities/review/verified-purchase-mark.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useVendorReviews } from '../api/list-vendor-reviews.ts';

/**
 * The Reviews tab: reviewer, product, stars, "Verified purchase" where the reviewer had received the
 * product, comment and date of each review of the vendor's products.
 */
export function VendorReviewsTab() {
  const reviews = useVendorReviews();
  if (reviews.isPending) return <PageLoading label="Loading reviews…" />;
  if (reviews.isError) return <FormAlert tone="error">{reviews.error.message}</FormAlert>;
  if (reviews.data.length === 0) return <EmptyState title={messages.fulfilment.noReviews} />;
  return (
    <ul className="space-y-3" aria-label="Reviews of your products">
      {reviews.data.map((review) => (
        <li key={review.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 break-words font-medium text-stone-900">{review.productName}</p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars stars={review.rating} />
              {review.verifiedPurchase && <VerifiedPurchaseMark />}
            </div>
          </div>
          {review.comment && <p className="mt-2 break-words text-sm text-stone-800">{review.comment}</p>}
          <p className="mt-2 text-xs text-stone-600">
            {review.reviewerName || 'A customer'} ·{' '}
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
