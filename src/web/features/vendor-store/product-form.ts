import { z } from 'zod';
import { KOBO_PER_NAIRA } from '../../../shared/money.ts';
import { createProductInputSchema } from '../../../shared/schemas/catalog.ts';
import { PRODUCT_PRICE_MAX_KOBO, PRODUCT_STOCK_MAX } from '../../../shared/constants.ts';
import { vendorUiMessages as ui } from './messages.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A price typed in naira (step 0.01, at least 0) as whole kobo, computed from the digits so no
 * float creeps in. Text, not a number, is read so "12.345" is refused instead of being rounded
 * behind the person's back. Thousands may be grouped with commas as they are shown ("4,500.50"),
 * but only in threes, so "45,00" (a decimal comma) is refused rather than read as 4500.
 */
export function parseNairaInput(text: string): Parsed<number> {
  const trimmed = text.trim().replace(/^₦\s*/, '');
  if (trimmed === '') return { ok: false, error: ui.priceRequired };
  if (/^-/.test(trimmed)) return { ok: false, error: ui.priceNegative };
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, error: ui.priceInvalid };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: ui.priceTooManyDecimals };
  const whole = Number(match[1]!.replaceAll(',', '') || '0');
  const kobo = whole * KOBO_PER_NAIRA + Number(fraction.padEnd(2, '0'));
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

const groupedWhole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0, useGrouping: true });

/** Kobo as the price input shows it: naira grouped in thousands with both kobo digits, 45000050 → "450,000.50". */
export function koboToNairaText(kobo: number): string {
  const whole = Math.floor(kobo / KOBO_PER_NAIRA);
  const rest = kobo % KOBO_PER_NAIRA;
  return `${groupedWhole.format(whole)}.${String(rest).padStart(2, '0')}`;
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

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  priceKobo: '',
  stockQuantity: '',
  categoryId: '',
};

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

/** The edit dialog: every field of the add form (its images are kept apart, see EditImage). */
export const productEditSchema = productFormSchema;
export type ProductEditValues = z.input<typeof productEditSchema>;
export type ProductEditOutput = z.output<typeof productEditSchema>;

/** What the dialog starts from: the product as it is now. */
export type EditableProduct = {
  name: string;
  priceKobo: number;
  stockQuantity: number;
  description: string | null;
  categoryId: string | null;
  images: readonly string[];
};

export function productEditValues(product: EditableProduct): ProductEditValues {
  return {
    name: product.name,
    description: product.description ?? '',
    priceKobo: koboToNairaText(product.priceKobo),
    stockQuantity: String(product.stockQuantity),
    categoryId: product.categoryId ?? '',
  };
}

export type ProductChanges = {
  name?: string;
  priceKobo?: number;
  stockQuantity?: number;
  description?: string | null;
  categoryId?: string | null;
};

/** Only what changed goes into the PATCH; an emptied description or "No category" becomes null. */
export function productChanges(before: Omit<EditableProduct, 'images'>, after: ProductEditOutput): ProductChanges {
  const changes: ProductChanges = {};
  if (after.name !== before.name) changes.name = after.name;
  if (after.priceKobo !== before.priceKobo) changes.priceKobo = after.priceKobo;
  if (after.stockQuantity !== before.stockQuantity) changes.stockQuantity = after.stockQuantity;
  const description = after.description === '' ? null : after.description;
  if (description !== (before.description ?? null)) changes.description = description;
  const categoryId = after.categoryId === '' ? null : after.categoryId;
  if (categoryId !== (before.categoryId ?? null)) changes.categoryId = categoryId;
  return changes;
}

/** One place in the dialog's image list: an image the product has, or a file picked to add. */
export type EditImage = { kind: 'kept'; url: string } | { kind: 'new'; file: File; id: string };

export const keptImages = (urls: readonly string[]): EditImage[] => urls.map((url) => ({ kind: 'kept', url }));

/** Whether the list differs from the product's images: something added, removed or moved. */
export function imagesChanged(before: readonly string[], after: readonly EditImage[]): boolean {
  return after.length !== before.length || after.some((image, i) => image.kind === 'new' || image.url !== before[i]);
}

/**
 * The multipart body of an edit that changes images: the changed fields, then the whole image list
 * in order, each kept image as its URL and each new one as its file (the server stores the new
 * ones exactly as on create).
 */
export function productEditFormData(changes: ProductChanges, images: readonly EditImage[]): FormData {
  const body = new FormData();
  if (changes.name !== undefined) body.append('name', changes.name);
  if (changes.description !== undefined) body.append('description', changes.description ?? '');
  if (changes.priceKobo !== undefined) body.append('priceKobo', String(changes.priceKobo));
  if (changes.stockQuantity !== undefined) body.append('stockQuantity', String(changes.stockQuantity));
  if (changes.categoryId !== undefined) body.append('categoryId', changes.categoryId ?? '');
  for (const image of images) {
    if (image.kind === 'kept') body.append('images', image.url);
    else body.append('images', image.file);
  }
  return body;
}
