import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../shared/constants.ts';

/**
 * docs/product.md#product-page: the average is rounded for the stars. No reviews (null) shows no filled star;
 * anything else is rounded half up and kept on the 1–5 scale.
 */
export function starsForAverage(average: number | null | undefined): number {
  if (average == null || !Number.isFinite(average)) return 0;
  return Math.min(REVIEW_RATING_MAX, Math.max(REVIEW_RATING_MIN, Math.round(average)));
}

/** The average as people read it next to the stars: one decimal ("4.5"). */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
