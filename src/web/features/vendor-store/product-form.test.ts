import { describe, expect, test } from 'vitest';
import { vendorUiMessages as ui } from './messages.ts';
import {
  imagesChanged,
  keptImages,
  koboToNairaText,
  parseNairaInput,
  parseStockInput,
  productChanges,
  productEditFormData,
  productFormData,
  productFormSchema,
  productEditSchema,
  type EditImage,
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
    ['1,500', 150_000], // as the edit dialog shows it
    ['450,000.50', 45_000_050],
    ['1,000,000,000', 100_000_000_000],
    ['₦4,500.5', 450_050],
    ['1500.', 150_000],
  ])('%s → %d kobo', (text, kobo) => {
    expect(parseNairaInput(text)).toEqual({ ok: true, value: kobo });
  });

  test.each([
    ['', ui.priceRequired],
    ['   ', ui.priceRequired],
    ['-1', ui.priceNegative],
    ['1.005', ui.priceTooManyDecimals],
    ['abc', ui.priceInvalid],
    ['45,00', ui.priceInvalid], // a decimal comma is not read as thousands
    ['1,50,000', ui.priceInvalid],
    ['.', ui.priceInvalid],
    ['1,500.505', ui.priceTooManyDecimals],
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

test('kobo is shown back in the price input as naira, grouped, without float noise', () => {
  expect(koboToNairaText(45_000_050)).toBe('450,000.50');
  expect(koboToNairaText(150_000)).toBe('1,500.00');
  expect(koboToNairaText(150_050)).toBe('1,500.50');
  expect(koboToNairaText(29)).toBe('0.29');
  expect(koboToNairaText(0)).toBe('0.00');
  expect(koboToNairaText(100_000_000_000)).toBe('1,000,000,000.00');
  for (const kobo of [1, 29, 99, 115, 1_999, 1_234_567, 45_000_050, 99_999_999_999]) {
    expect(parseNairaInput(koboToNairaText(kobo))).toEqual({ ok: true, value: kobo });
  }
});

describe('productFormSchema', () => {
  test('turns the typed form into the API input', () => {
    const parsed = productFormSchema.parse({
      name: ' Ankara tote ',
      description: ' Bright ',
      priceKobo: '12500.5',
      stockQuantity: '4',
      categoryId: '',
    });
    expect(parsed).toEqual({
      name: 'Ankara tote',
      description: 'Bright',
      priceKobo: 1_250_050,
      stockQuantity: 4,
      categoryId: '',
    });
  });

  test('puts each problem under its field', () => {
    const result = productFormSchema.safeParse({
      name: '',
      description: '',
      priceKobo: '-5',
      stockQuantity: '1.5',
      categoryId: '',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({
      name: 'Product name is required',
      priceKobo: ui.priceNegative,
      stockQuantity: ui.stockInvalid,
    });
  });
});

test('productFormData sends kobo as text, skips an empty category and repeats images', () => {
  const images = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
  const body = productFormData(
    { name: 'Kettle', description: '', priceKobo: 1_250_050, stockQuantity: 3, categoryId: '' },
    images,
  );
  expect(body.get('priceKobo')).toBe('1250050');
  expect(body.get('stockQuantity')).toBe('3');
  expect(body.has('categoryId')).toBe(false);
  expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);

  const withCategory = productFormData(
    { name: 'Kettle', description: '', priceKobo: 1, stockQuantity: 0, categoryId: 'c1' },
    [],
  );
  expect(withCategory.get('categoryId')).toBe('c1');
  expect(withCategory.has('images')).toBe(false);
});

test('productChanges sends only what changed', () => {
  const before = { name: 'Kettle', priceKobo: 100_000, stockQuantity: 5, description: 'Old', categoryId: 'c1' };
  const same = { name: 'Kettle', priceKobo: '1,000.00', stockQuantity: '5', description: 'Old', categoryId: 'c1' };
  const edit = (values: Partial<typeof same>) => productEditSchema.parse({ ...same, ...values });
  expect(productChanges(before, edit({}))).toEqual({});
  expect(productChanges(before, edit({ priceKobo: '999.99', stockQuantity: '0' }))).toEqual({
    priceKobo: 99_999,
    stockQuantity: 0,
  });
  expect(productChanges(before, edit({ description: '  ' }))).toEqual({ description: null });
  expect(productChanges({ ...before, description: null }, edit({ description: '' }))).toEqual({});
  expect(productChanges(before, edit({ name: ' Zobo Kettle ', categoryId: 'c2' }))).toEqual({
    name: 'Zobo Kettle',
    categoryId: 'c2',
  });
  expect(productChanges(before, edit({ categoryId: '' }))).toEqual({ categoryId: null });
});

describe('the image list of the edit dialog', () => {
  const file = new File(['x'], 'new.png', { type: 'image/png' });
  const added: EditImage = { kind: 'new', file, id: 'n1' };

  test('is unchanged only when it holds the same images in the same order', () => {
    expect(imagesChanged(['a', 'b'], keptImages(['a', 'b']))).toBe(false);
    expect(imagesChanged(['a', 'b'], keptImages(['b', 'a']))).toBe(true);
    expect(imagesChanged(['a', 'b'], keptImages(['a']))).toBe(true);
    expect(imagesChanged(['a'], [...keptImages(['a']), added])).toBe(true);
  });

  test('goes out in order, kept images as their URL and new ones as files, after the changed fields', () => {
    const body = productEditFormData({ name: 'Kettle', description: null, categoryId: null }, [
      keptImages(['b'])[0]!,
      added,
      keptImages(['a'])[0]!,
    ]);
    expect(body.get('name')).toBe('Kettle');
    expect(body.get('description')).toBe('');
    expect(body.get('categoryId')).toBe('');
    expect(body.has('priceKobo')).toBe(false);
    expect(body.getAll('images').map((v) => (typeof v === 'string' ? v : v.name))).toEqual(['b', 'new.png', 'a']);
  });
});
