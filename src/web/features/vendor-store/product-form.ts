import { z } from 'zod';
import { nairaToKobo } from '../../../shared/money.ts';
import { createProductInputSchema } from '../../../shared/schemas/catalog.ts';
import { PRODUCT_PRICE_MAX_KOBO, PRODUCT_STOCK_MAX } from '../../../shared/constants.ts';
import { vendorUiMessages as ui } from './messages.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A price typed in naira (the input has step 0.01, min 0) as whole kobo. Text, not a number,
 * is read so "12.345" is refused instead of being rounded behind the person's back.
 */
export function parseNairaInput(text: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: ui.priceRequired };
  if (/^-/.test(trimmed)) return { ok: false, error: ui.priceNegative };
  if (/^\d+\.\d{3,}$/.test(trimmed)) return { ok: false, error: ui.priceTooManyDecimals };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(trimmed)) return { ok: false, error: ui.priceInvalid };
  const kobo = nairaToKobo(Number(trimmed));
  if (kobo > PRODUCT_PRICE_MAX_KOBO) return { ok: false, error: ui.priceTooLarge };
  return { ok: true, value: kobo };
}

/** A stock count: a whole number of at least 0. */
export function parseStockInput(text: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: ui.stockRequired };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: ui.stockInvalid };
  const stock = Number(trimmed);
  if (stock > PRODUCT_STOCK_MAX) return { ok: false, error: ui.stockTooLarge };
  return { ok: true, value: stock };
}

/** Kobo back to what the price input shows: 150050 → "1500.50", 150000 → "1500". */
export function koboToNairaInput(kobo: number): string {
  const whole = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Turns a text field's parse result into a zod issue, so react-hook-form shows it under the field. */
function parsedField(parse: (text: string) => Parsed<number>) {
  return z.string().transform((text, ctx) => {
    const result = parse(text);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });
}

/** The add-product form as typed: price in naira and stock as text; the output is the API's input. */
export const productFormSchema = z.object({
  name: createProductInputSchema.shape.name,
  description: z.string().trim().max(4000, 'Must be at most 4000 characters'),
  priceKobo: parsedField(parseNairaInput),
  stockQuantity: parsedField(parseStockInput),
  categoryId: z.string(),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const emptyProductForm: ProductFormValues = { name: '', description: '', priceKobo: '', stockQuantity: '', categoryId: '' };

/** The multipart body of POST /api/stores/:storeId/products: images repeat the `images` field. */
export function productFormData(values: ProductFormOutput, images: readonly File[]): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('description', values.description);
  body.append('priceKobo', String(values.priceKobo));
  body.append('stockQuantity', String(values.stockQuantity));
  if (values.categoryId !== '') body.append('categoryId', values.categoryId);
  for (const image of images) body.append('images', image);
  return body;
}

/** The edit dialog: price, stock and description. */
export const productEditSchema = z.object({
  priceKobo: parsedField(parseNairaInput),
  stockQuantity: parsedField(parseStockInput),
  description: z.string().trim().max(4000, 'Must be at most 4000 characters'),
});
export type ProductEditValues = z.input<typeof productEditSchema>;
export type ProductEditOutput = z.output<typeof productEditSchema>;

/** Only what changed goes into the PATCH; an emptied description becomes null. */
export function productChanges(
  before: { priceKobo: number; stockQuantity: number; description: string | null },
  after: ProductEditOutput,
): { priceKobo?: number; stockQuantity?: number; description?: string | null } {
  const changes: { priceKobo?: number; stockQuantity?: number; description?: string | null } = {};
  if (after.priceKobo !== before.priceKobo) changes.priceKobo = after.priceKobo;
  if (after.stockQuantity !== before.stockQuantity) changes.stockQuantity = after.stockQuantity;
  const description = after.description === '' ? null : after.description;
  if (description !== (before.description ?? null)) changes.description = description;
  return changes;
}
