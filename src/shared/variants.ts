/**
 * Product options and variants (docs/product.md#variants, decision 0025): shared by the server that
 * validates and stores them and the pages that offer them.
 */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_PRODUCT_VARIANTS = 100;
export const OPTION_NAME_MAX_LENGTH = 30;
export const OPTION_VALUE_MAX_LENGTH = 30;

export type ProductOption = { name: string; values: string[] };

/**
 * How an order names a variant: its values joined by " · ", a value with no lower-case letter (a size
 * such as M, XL or 42) read with its option's name, since "M" alone says nothing: "Size M · Black".
 */
export function variantLabel(options: readonly ProductOption[], values: readonly string[]): string {
  return values
    .map((value, i) => (/\p{Ll}/u.test(value) ? value : `${options[i]?.name ?? ''} ${value}`.trim()))
    .join(' · ');
}

/** A product's name with the variant bought, as orders, e-mails, CSVs and returns show it: "Ankara Dress (Size M · Black)". */
export function nameWithVariant(name: string, variantLabel: string | null | undefined): string {
  return variantLabel ? `${name} (${variantLabel})` : name;
}

/** Every combination of the options' values, in the order the options and values are listed. */
export function combinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (acc, option) => acc.flatMap((prefix) => option.values.map((value) => [...prefix, value])),
    [[]],
  );
}

/** A stable key of a combination, for maps (values never hold this character: it is refused). */
export const variantKey = (values: readonly string[]) => values.join('\u001f');

/** "from ₦X" on cards: the lowest price, and whether the variants' prices differ. */
export function priceFrom(product: {
  priceKobo: number;
  variantMinPriceKobo?: number | null;
  variantMaxPriceKobo?: number | null;
}): { priceKobo: number; from: boolean } {
  const min = product.variantMinPriceKobo ?? null;
  const max = product.variantMaxPriceKobo ?? null;
  if (min === null || max === null) return { priceKobo: product.priceKobo, from: false };
  return { priceKobo: min, from: min !== max };
}

/** A variant as the product page and the vendor's editor see it. */
export type ProductVariantView = {
  id: string;
  values: string[];
  label: string;
  stockQuantity: number;
  /** Null: the product's price. */
  priceKobo: number | null;
  image: string | null;
};
