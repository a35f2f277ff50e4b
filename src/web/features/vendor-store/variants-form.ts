import { combinations, variantKey, type ProductOption, type ProductVariantView } from '../../../shared/variants.ts';
import type { SetProductVariantsInput } from '../../../shared/schemas/variants.ts';
import { parseNairaInput, parseStockInput, koboToNairaText } from './product-form.ts';

/** An option as typed: its name, and its values comma-separated ("S, M, L"). */
export type OptionDraft = { name: string; values: string };
/** A combination's row as typed: stock, price in naira (empty: the product's), picture URL (empty: the product's). */
export type VariantDraft = { stock: string; price: string; image: string };

/** "S, M ,, L" → ["S", "M", "L"]: empty pieces are dropped. */
export const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

export function optionsOf(drafts: readonly OptionDraft[]): ProductOption[] {
  return drafts.map((d) => ({ name: d.name.trim(), values: splitValues(d.values) }));
}

/** The rows the grid shows: every combination of the options typed so far (none while one has no values). */
export function gridCombinations(drafts: readonly OptionDraft[]): string[][] {
  const options = optionsOf(drafts);
  if (options.length === 0 || options.some((o) => o.values.length === 0)) return [];
  return combinations(options);
}

export function draftsFromProduct(product: { options: ProductOption[]; variants: ProductVariantView[] }) {
  return {
    options: product.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    rows: new Map(
      product.variants.map((v) => [
        variantKey(v.values),
        {
          stock: String(v.stockQuantity),
          price: v.priceKobo === null ? '' : koboToNairaText(v.priceKobo),
          image: v.image ?? '',
        },
      ]),
    ),
  };
}

/**
 * The request the drafts make, or the errors of the rows' own fields (keyed as the server keys
 * them, `variants.3.stockQuantity`), checked here first so a typo is shown without a round trip.
 */
export function variantsRequest(
  drafts: readonly OptionDraft[],
  rows: ReadonlyMap<string, VariantDraft>,
): { ok: true; body: SetProductVariantsInput } | { ok: false; fields: Record<string, string> } {
  const options = optionsOf(drafts);
  const fields: Record<string, string> = {};
  const variants = gridCombinations(drafts).map((values, i) => {
    const row = rows.get(variantKey(values)) ?? { stock: '0', price: '', image: '' };
    const stock = parseStockInput(row.stock);
    if (!stock.ok) fields[`variants.${i}.stockQuantity`] = stock.error;
    const price = row.price.trim() === '' ? null : parseNairaInput(row.price);
    if (price && !price.ok) fields[`variants.${i}.priceKobo`] = price.error;
    return {
      values,
      stockQuantity: stock.ok ? stock.value : 0,
      priceKobo: price && price.ok ? price.value : null,
      image: row.image === '' ? null : row.image,
    };
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, body: { options, variants } };
}
