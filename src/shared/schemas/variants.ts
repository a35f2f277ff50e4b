import { z } from 'zod';
import { PRODUCT_PRICE_MAX_KOBO, PRODUCT_STOCK_MAX } from '../constants.ts';
import {
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  OPTION_NAME_MAX_LENGTH,
  OPTION_VALUE_MAX_LENGTH,
  combinations,
  variantKey,
} from '../variants.ts';
import { textField } from './fields.ts';

const optionName = textField('Option name is required')
  .trim()
  .min(1, 'Option name is required')
  .max(OPTION_NAME_MAX_LENGTH, `Option name must be at most ${OPTION_NAME_MAX_LENGTH} characters`);

// "·" joins values in a label and the unit separator joins them in keys: neither may appear in one.
const optionValue = textField('Values may not be empty')
  .trim()
  .min(1, 'Values may not be empty')
  .max(OPTION_VALUE_MAX_LENGTH, `Each value must be at most ${OPTION_VALUE_MAX_LENGTH} characters`)
  .refine((v) => !v.includes('·') && !v.includes('\u001f'), 'Values may not contain "·"');

const unique = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

export const productOptionSchema = z.strictObject({
  name: optionName,
  values: z
    .array(optionValue, { error: 'Give at least one value' })
    .min(1, 'Give at least one value')
    .refine(unique, 'Each value may appear only once'),
});

export const productVariantInputSchema = z.strictObject({
  values: z.array(z.string(), { error: 'Values are required' }),
  stockQuantity: z
    .number({ error: 'Stock quantity is required' })
    .int('Stock quantity must be a whole number')
    .min(0, 'Stock quantity must be at least 0')
    .max(PRODUCT_STOCK_MAX, 'Stock quantity is too large'),
  /** Integer kobo; null or left out: the product's price. */
  priceKobo: z
    .number({ error: 'Price must be a number' })
    .int('Price must be a whole number')
    .min(0, 'Price must be at least 0')
    .max(PRODUCT_PRICE_MAX_KOBO, 'Price is too large')
    .nullish(),
  /** One of the product's images (its URL); null or left out: the product's first. */
  image: z.string().max(2000).nullish(),
});

/**
 * PUT /api/products/:productId/variants (decision 0025): the product's whole set of options and
 * variants at once. At most 3 options, each with unique non-empty values; one variant per
 * combination of their values (100 at most); no options: a product without variants.
 */
export const setProductVariantsInputSchema = z
  .strictObject({
    options: z
      .array(productOptionSchema, { error: 'Options must be a list' })
      .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options`)
      .refine((options) => unique(options.map((o) => o.name)), 'Each option needs its own name'),
    variants: z.array(productVariantInputSchema, { error: 'Variants must be a list' }),
  })
  .superRefine(({ options, variants }, ctx) => {
    const wanted = options.length === 0 ? [] : combinations(options);
    if (wanted.length > MAX_PRODUCT_VARIANTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `At most ${MAX_PRODUCT_VARIANTS} combinations: these options make ${wanted.length}`,
      });
      return;
    }
    const given = new Map(variants.map((v, i) => [variantKey(v.values.map((x) => x.trim())), i]));
    if (given.size !== variants.length || variants.length !== wanted.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'Give one variant for each combination of the options',
      });
      return;
    }
    for (const combination of wanted) {
      if (!given.has(variantKey(combination))) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants'],
          message: `Missing the variant ${combination.join(' / ')}`,
        });
        return;
      }
    }
  });
export type SetProductVariantsInput = z.input<typeof setProductVariantsInputSchema>;
