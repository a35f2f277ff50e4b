import type { ProductPageData } from '../api/get-product-page.ts';
import { Stars } from '../../../entities/review/stars.tsx';
import { catalogUi } from '../messages.ts';
import { formatAverage, starsForAverage } from '../rating.ts';

/**
 * The product's rating at a glance (docs/product.md#reviews): the average, its stars and the count,
 * and a bar per star rating, 5★ to 1★, with how many reviews gave it. Each row reads as "5 stars:
 * 8 reviews"; the bars are pictures of those numbers. Nothing before the first review.
 */
export function RatingBreakdown({ rating }: { rating: ProductPageData['rating'] }) {
  if (rating.count === 0 || rating.average == null) return null;
  const shown = formatAverage(rating.average);
  return (
    <div className="mb-4 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-8 sm:p-5">
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1">
        <p aria-hidden="true" className="text-4xl font-bold tabular-nums text-stone-900">
          {shown}
        </p>
        <div>
          <Stars stars={starsForAverage(rating.average)} size={18} decorative />
          <p aria-hidden="true" className="mt-0.5 text-sm text-stone-600">
            {catalogUi.reviewCount(rating.count)}
          </p>
        </div>
        <p className="sr-only">{catalogUi.ratedOutOf(shown, rating.count)}</p>
      </div>
      <ul aria-label={catalogUi.ratingBreakdown} className="min-w-0 flex-1 space-y-1.5">
        {rating.breakdown.map(({ stars, count }) => (
          <li key={stars} className="flex items-center gap-2 text-sm text-stone-700">
            <span className="sr-only">{catalogUi.starsRow(stars, count)}</span>
            <span aria-hidden="true" className="w-7 shrink-0 tabular-nums">
              {stars}
              <span className="text-amber-500">★</span>
            </span>
            <span aria-hidden="true" className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-stone-200">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${(count / rating.count) * 100}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-10 shrink-0 text-right tabular-nums text-stone-600">
              {count.toLocaleString('en-NG')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
