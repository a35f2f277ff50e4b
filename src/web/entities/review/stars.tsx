import { REVIEW_RATING_MAX } from '../../../shared/constants.ts';

const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

/** One star, filled or outlined; decorative (the group carries the words). */
export function StarShape({
  filled,
  size = 16,
  className = '',
}: {
  filled: boolean;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`${filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-300'} ${className}`}
    >
      <path d={STAR_PATH} stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A rating as five stars (`stars` is already a whole number, see features/catalog/rating.ts). Screen
 * readers hear "Rated 4 out of 5" instead of five pictures.
 */
export function Stars({
  stars,
  size = 16,
  className = '',
  decorative = false,
}: {
  stars: number;
  size?: number;
  className?: string;
  decorative?: boolean;
}) {
  const named = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': `Rated ${stars} out of ${REVIEW_RATING_MAX}` };
  return (
    <span {...named} className={`inline-flex shrink-0 items-center gap-0.5 ${className}`}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <StarShape key={i} filled={i < stars} size={size} />
      ))}
    </span>
  );
}
