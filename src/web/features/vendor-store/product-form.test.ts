import { describe, expect, test } from 'vitest';
import { vendorUiMessages as ui } from './messages.ts';
import {
  koboToNairaInput,
  parseNairaInput,
  parseStockInput,
  productChanges,
  productFormData,
  productFormSchema,
  productEditSchema,
} from './product-form.ts';

describe('parseNairaInput: naira typed with step 0.01 becomes whole kobo', () => {
  test.each([
    ['0', 0],
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.50', 150_050],
    ['19.99', 1_999],
    ['0.29', 29], // 0.29 * 100 is 28.999… in floating point
    ['1.15', 115],
    ['12345.67', 1_234_567],
    ['.5', 50],
    ['  250 ', 25_000],
    ['1000000000', 100_000_000_000],
  ])('%s → %d kobo', (text, kobo) => {
    expect(parseNairaInput(text)).toEqual({ ok: true, value: kobo });
  });

  test.each([
    ['', ui.priceRequired],
    ['   ', ui.priceRequired],
    ['-1', ui.priceNegative],
    ['1.005', ui.priceTooManyDecimals],
    ['abc', ui.priceInvalid],
    ['1,500', ui.priceInvalid],
    ['1e3', ui.priceInvalid],
    ['1000000000.01', ui.priceTooLarge],
  ])('%j is refused', (text, error) => {
    expect(parseNairaInput(text)).toEqual({ ok: false, error });
  });
});

describe('parseStockInput', () => {
  test('whole numbers from 0 are accepted', () => {
    expect(parseStockInput('0')).toEqual({ ok: true, value: 0 });
    expect(parseStockInput(' 12 ')).toEqual({ ok: true, value: 12 });
  });
  test.each([
    ['', ui.stockRequired],
    ['-1', ui.stockInvalid],
    ['2.5', ui.stockInvalid],
    ['ten', ui.stockInvalid],
    ['1000001', ui.stockTooLarge],
  ])('%j is refused', (text, error) => {
    expect(parseStockInput(text)).toEqual({ ok: false, error });
  });
});

test('kobo is shown back in the price input without float noise', () => {
  expect(koboToNairaInput(150_000)).toBe('1500');
  expect(koboToNairaInput(150_050)).toBe('1500.50');
  expect(koboToNairaInput(29)).toBe('0.29');
  expect(koboToNairaInput(0)).toBe('0');
  for (const kobo of [1, 99, 1_999, 1_234_567]) {
    expect(parseNairaInput(koboToNairaInput(kobo))).toEqual({ ok: true, value: kobo });
  }
});

describe('productFormSchema', () => {
  test('turns the typed form into the API input', () => {
    const parsed = productFormSchema.parse({ name: ' Ankara tote ', description: ' Bright ', priceKobo: '12500.5', stockQuantity: '4', categoryId: '' });
    expect(parsed).toEqual({ name: 'Ankara tote', description: 'Bright', priceKobo: 1_250_050, stockQuantity: 4, categoryId: '' });
  });

  test('puts each problem under its field', () => {
    const result = productFormSchema.safeParse({ name: '', description: '', priceKobo: '-5', stockQuantity: '1.5', categoryId: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({ name: 'Product name is required', priceKobo: ui.priceNegative, stockQuantity: ui.stockInvalid });
  });
});

test('productFormData sends kobo as text, skips an empty category and repeats images', () => {
  const images = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
  const body = productFormData({ name: 'Kettle', description: '', priceKobo: 1_250_050, stockQuantity: 3, categoryId: '' }, images);
  expect(body.get('priceKobo')).toBe('1250050');
  expect(body.get('stockQuantity')).toBe('3');
  expect(body.has('categoryId')).toBe(false);
  expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);

  const withCategory = productFormData({ name: 'Kettle', description: '', priceKobo: 1, stockQuantity: 0, categoryId: 'c1' }, []);
  expect(withCategory.get('categoryId')).toBe('c1');
  expect(withCategory.has('images')).toBe(false);
});

test('productChanges sends only what changed', () => {
  const before = { priceKobo: 100_000, stockQuantity: 5, description: 'Old' };
  const edit = (values: { priceKobo: string; stockQuantity: string; description: string }) => productEditSchema.parse(values);
  expect(productChanges(before, edit({ priceKobo: '1000', stockQuantity: '5', description: 'Old' }))).toEqual({});
  expect(productChanges(before, edit({ priceKobo: '999.99', stockQuantity: '0', description: 'Old' }))).toEqual({ priceKobo: 99_999, stockQuantity: 0 });
  expect(productChanges(before, edit({ priceKobo: '1000', stockQuantity: '5', description: '  ' }))).toEqual({ description: null });
  expect(productChanges({ ...before, description: null }, edit({ priceKobo: '1000', stockQuantity: '5', description: '' }))).toEqual({});
});
