import type { ProductReview } from '../api/get-product-page.ts';
import { catalogUi } from '../messages.ts';
import { Stars } from '../../../entities/review/stars.tsx';
import { VerifiedPurchaseMark } from '../../../entities/review/verified-purchase-mark.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { ClampedText } from './clamped-text.tsx';

/**
 * Reviews, newest first as the server sends them (docs/product.md#reviews): reviewer, stars, "Verified
 * purchase" when the reviewer had received the product, comment, date. A long comment shows its
 * first lines with "Read more".
 */
export function ReviewList({
  reviews,
  currentUserId,
}: {
  reviews: readonly ProductReview[];
  currentUserId: string | undefined;
}) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-stone-600">
        {catalogUi.noReviewsYet}
      </p>
    );
  }
  return (
    <ul
      aria-label={catalogUi.reviewsHeading}
      className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
    >
      {reviews.map((review) => (
        <li key={review.id} className="p-4 sm:p-5">
          <article aria-label={`Review by ${review.reviewerName}`}>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <p className="break-words font-semibold text-stone-900">
                {review.reviewerName}
                {review.customerId === currentUserId && (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                    {catalogUi.yourReview}
                  </span>
                )}
              </p>
              <time dateTime={review.createdAt} className="text-sm text-stone-500">
                {formatDate(review.createdAt, { unreadable: '' })}
              </time>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars stars={review.rating} />
              {review.verifiedPurchase && <VerifiedPurchaseMark />}
            </div>
            {review.comment && <ClampedText text={review.comment} className="mt-2 text-stone-700" />}
          </article>
        </li>
      ))}
    </ul>
  );
}
