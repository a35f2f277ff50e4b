import type { ProductOption, ProductVariantView } from '../../../shared/variants.ts';

/** One value per option, null until chosen. */
export type VariantChoice = (string | null)[];

/** The URL keeps the choice (shareable): ?size=M&colour=Black, by each option's name lower-cased. */
export const optionParam = (option: ProductOption) => option.name.toLowerCase();

/** The choice a URL holds; a value the product does not offer reads as not chosen. */
export function choiceFromParams(options: readonly ProductOption[], params: URLSearchParams): VariantChoice {
  return options.map((option) => {
    const wanted = params.get(optionParam(option));
    return option.values.find((v) => v.toLowerCase() === wanted?.toLowerCase()) ?? null;
  });
}

/** The variant a complete choice names; null while an option is unchosen. */
export function chosenVariant(
  variants: readonly ProductVariantView[],
  choice: VariantChoice,
): ProductVariantView | null {
  if (choice.some((v) => v === null)) return null;
  return variants.find((variant) => variant.values.every((v, i) => v === choice[i])) ?? null;
}

/**
 * Whether choosing `value` for option `index` (the other options as chosen) leaves something to buy:
 * out-of-stock combinations are crossed out, never hidden.
 */
export function valueInStock(
  variants: readonly ProductVariantView[],
  choice: VariantChoice,
  index: number,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.stockQuantity > 0 &&
      variant.values[index] === value &&
      variant.values.every((v, i) => i === index || choice[i] === null || choice[i] === v),
  );
}

/** The first option not yet chosen, for "Choose a size". */
export function firstMissing(options: readonly ProductOption[], choice: VariantChoice): ProductOption | null {
  return options.find((_, i) => choice[i] === null) ?? null;
}
