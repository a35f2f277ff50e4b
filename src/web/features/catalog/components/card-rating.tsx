import { Stars } from '../../../entities/review/stars.tsx';
import { catalogUi } from '../messages.ts';
import { formatAverage, starsForAverage } from '../rating.ts';

/**
 * A card's rating line (docs/product.md#reviews): five small stars, the average and the count in
 * brackets, fitting half a 360 px screen; screen readers hear "Rated 4.5 out of 5, 12 reviews".
 * Nothing for a product without reviews.
 */
export function CardRating({ average, count }: { average: number | null; count: number }) {
  if (count === 0 || average == null) return null;
  const shown = formatAverage(average);
  return (
    <p className="flex min-w-0 items-center gap-1 text-xs text-stone-600">
      <Stars stars={starsForAverage(average)} size={12} decorative />
      <span aria-hidden="true" className="truncate tabular-nums">
        <span className="font-medium text-stone-800">{shown}</span> ({count.toLocaleString('en-NG')})
      </span>
      <span className="sr-only">{catalogUi.ratedOutOf(shown, count)}</span>
    </p>
  );
}
