import { useState } from 'react';
import { clampQuantity, parseQuantity } from '../../lib/quantity.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';

const stepButton =
  'grid size-11 shrink-0 place-items-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-40';

type Props = {
  value: number;
  /** Lowest value; minus is disabled there. The cart uses 0: going below 1 removes the line. */
  min: number;
  /** Highest value (the stock); plus is disabled there. */
  max: number;
  onChange: (value: number) => void;
  /** Names the control for screen readers, e.g. "Quantity" or "Quantity of Garri". */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  disabled?: boolean;
};

/**
 * Minus, a number box and plus. Typing commits a whole number as soon as it is in range (so a
 * click on Add to Cart right after typing uses it); leaving the box clamps whatever is there.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  disabled = false,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const lowestTyped = Math.max(min, 1);

  const commit = (text: string) => {
    setDraft(null);
    const typed = parseQuantity(text);
    const next = clampQuantity(typed ?? value, min, max);
    if (next !== value) onChange(next);
  };

  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={stepButton}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(clampQuantity(value - 1, min, max))}
      >
        <MinusIcon size={16} />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        autoComplete="off"
        aria-label={label}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = parseQuantity(text);
          if (typed !== null && typed >= lowestTyped && typed <= max && typed !== value) onChange(typed);
        }}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className={
          'h-11 w-12 rounded-lg border border-stone-300 bg-white text-center text-base tabular-nums text-stone-900 ' +
          '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ' +
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:bg-stone-100 disabled:text-stone-400'
        }
      />
      <button
        type="button"
        className={stepButton}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, min, max))}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
