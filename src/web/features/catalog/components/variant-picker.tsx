import type { ProductOption, ProductVariantView } from '../../../../shared/variants.ts';
import { valueInStock, type VariantChoice } from '../variant-choice.ts';

/**
 * A product's options as rows of buttons (docs/product.md#variants): the chosen value pressed
 * (aria-pressed), a value with nothing left to buy crossed out but still there and focusable, read
 * as "out of stock". Choosing a crossed-out value shows it is sold out rather than hiding it.
 */
export function VariantPicker({
  options,
  variants,
  choice,
  onChoose,
  disabled,
}: {
  options: readonly ProductOption[];
  variants: readonly ProductVariantView[];
  choice: VariantChoice;
  onChoose: (index: number, value: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="mt-5 space-y-4">
      {options.map((option, index) => (
        <fieldset key={option.name} data-option={index}>
          <legend className="mb-2 text-sm font-semibold text-stone-800">
            {option.name}
            {choice[index] !== null && <span className="font-normal text-stone-600">: {choice[index]}</span>}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const pressed = choice[index] === value;
              const inStock = valueInStock(variants, choice, index, value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={pressed}
                  disabled={disabled}
                  onClick={() => onChoose(index, value)}
                  className={`min-h-11 min-w-11 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${
                    pressed
                      ? 'border-emerald-700 bg-emerald-50 text-emerald-900 ring-1 ring-emerald-700'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-stone-500'
                  } ${inStock ? '' : 'border-dashed bg-stone-50 text-stone-400 line-through decoration-2'}`}
                >
                  {value}
                  {!inStock && <span className="sr-only"> (out of stock)</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
