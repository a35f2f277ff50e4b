import { useId } from 'react';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../../shared/constants.ts';
import { catalogUi } from '../messages.ts';
import { StarShape } from '../../../entities/review/stars.tsx';

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);

/**
 * Rating 1–5 as a real radio group drawn as stars: arrow keys change it, each star is named
 * ("4 stars"), and the group is named by its legend.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-stone-800">{catalogUi.ratingLegend}</legend>
      <div className="mt-1 flex items-center">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="relative cursor-pointer rounded p-[7px] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-emerald-600"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <StarShape filled={rating <= value} size={30} />
            <span className="sr-only">{catalogUi.starOption(rating)}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm tabular-nums text-stone-600">
          {value}/{REVIEW_RATING_MAX}
        </span>
      </div>
    </fieldset>
  );
}
