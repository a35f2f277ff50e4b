import { expect, test } from 'vitest';
import { categoryFormData, categoryFormSchema } from './category-form.ts';

test('a typed image URL is sent when no file is chosen', () => {
  const values = categoryFormSchema.parse({
    name: ' Books ',
    description: '',
    imageUrl: 'https://example.com/books.png',
  });
  const body = categoryFormData(values, undefined);
  expect(body.get('name')).toBe('Books');
  expect(body.has('description')).toBe(false);
  expect(body.get('imageUrl')).toBe('https://example.com/books.png');
  expect(body.has('image')).toBe(false);
});

test('a chosen file wins over the typed URL (docs/product.md#admin-dashboard)', () => {
  const values = categoryFormSchema.parse({
    name: 'Books',
    description: 'Novels',
    imageUrl: 'https://example.com/books.png',
  });
  const body = categoryFormData(values, new File(['x'], 'books.png', { type: 'image/png' }));
  expect((body.get('image') as File).name).toBe('books.png');
  expect(body.has('imageUrl')).toBe(false);
  expect(body.get('description')).toBe('Novels');
});

test('an empty URL is no URL; a URL without http(s) is refused', () => {
  expect(categoryFormSchema.parse({ name: 'Books', description: '', imageUrl: '  ' }).imageUrl).toBeUndefined();
  const refused = categoryFormSchema.safeParse({ name: 'Books', description: '', imageUrl: 'ftp://example.com/a.png' });
  expect(refused.success).toBe(false);
  expect(refused.error!.issues[0]!.message).toBe('Image URL must start with http:// or https://');
});
