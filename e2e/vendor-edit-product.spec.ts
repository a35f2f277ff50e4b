import sharp from 'sharp';
import { test, expect, usePageAs } from './fixtures.ts';
import { solidPng } from './support/png.ts';
import { capitalised, randomWord } from './support/factory.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';

/**
 * The vendor's edit dialog once edited only price, stock and description, and showed the
 * price as the raw "450000.50". It now edits name, category and images too, and shows naira.
 */

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(64, 64, rgb),
});

type Managed = {
  products: { id: string; name: string; categoryId: string | null; priceKobo: number; images: string[] }[];
};

test('A vendor renames a product, moves it to another category, reprices it in naira and keeps, removes and adds images', async ({
  page,
  make,
}) => {
  const word = capitalised(randomWord());
  const [fabrics, kitchen] = [
    await make.category({ name: `${word} Fabrics` }),
    await make.category({ name: `${word} Kitchen` }),
  ];
  const { api: vendor, store } = await make.vendorWithStore();
  const product = await make.product(vendor, store.id, {
    name: `${word} Lace`,
    priceKobo: 45_000_050,
    categoryId: fabrics.id,
    images: [
      [200, 40, 40],
      [40, 160, 60],
    ],
  });
  const managed = async () =>
    ((await (await vendor.get(`/api/stores/${store.id}/manage`)).json()) as Managed).products.find(
      (p) => p.id === product.id,
    )!;
  const [first, second] = (await managed()).images as [string, string];

  await usePageAs(page, vendor);
  await page.goto(`/store/manage/${store.id}`);
  const row = page.getByTestId('managed-product').filter({ hasText: product.name });
  await row.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });

  await test.step('the dialog shows every field, the price in naira', async () => {
    await expect(dialog.getByLabel('Product name')).toHaveValue(product.name);
    await expect(dialog.getByLabel('Category')).toHaveValue(fabrics.id);
    await expect(dialog.getByLabel('Price (₦)')).toHaveValue('450,000.50');
    await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Image 2' })).toBeVisible();
  });

  await test.step('images: remove the first, add two, move the last one up, and no more than 5', async () => {
    await dialog.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(dialog.getByRole('img', { name: 'Image 2' })).toHaveCount(0);
    await dialog
      .getByLabel('Add images (1/5)')
      .setInputFiles([png('gold.png', [230, 180, 30]), png('blue.png', [30, 60, 200])]);
    await expect(dialog.getByRole('img', { name: 'Image 3' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Move image 3 earlier' }).click();
    await dialog
      .getByLabel('Add images (3/5)')
      .setInputFiles([png('a.png', [1, 2, 3]), png('b.png', [4, 5, 6]), png('c.png', [7, 8, 9])]);
    await expect(dialog.getByText(messages.stores.tooManyImages)).toBeVisible();
    await expect(dialog.getByLabel('Add images (5/5)')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Remove image 5' }).click();
    await dialog.getByRole('button', { name: 'Remove image 4' }).click();
  });

  await test.step('name, category and price change too', async () => {
    await dialog.getByLabel('Product name').fill(`${word} Kitchen Towels`);
    await dialog.getByLabel('Category').selectOption({ label: kitchen.name });
    await dialog.getByLabel('Price (₦)').fill('4,500.5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(messages.stores.productUpdated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  const renamed = page.getByTestId('managed-product').filter({ hasText: `${word} Kitchen Towels` });
  await expect(renamed).toContainText(formatNaira(450_050));
  await expect(renamed).toContainText(kitchen.name);
  const saved = await managed();
  expect(saved).toMatchObject({ name: `${word} Kitchen Towels`, categoryId: kitchen.id, priceKobo: 450_050 });
  expect(saved.images).toHaveLength(3);
  expect(saved.images[0]).toBe(second);
  expect(saved.images).not.toContain(first);
  for (const url of saved.images.slice(1))
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{12}-\d{13}-1000w\.webp$/);
  // The blue image, moved before the gold one, comes first of the two new ones; both are WebP.
  const colourOf = async (url: string) => {
    const response = await page.request.get(url.replace('-1000w', '-400w'));
    expect(response.headers()['content-type']).toBe('image/webp');
    const [red, , blue] = (await sharp(await response.body()).stats()).channels;
    return blue!.mean > red!.mean ? 'blue' : 'gold';
  };
  expect([await colourOf(saved.images[1]!), await colourOf(saved.images[2]!)]).toEqual(['blue', 'gold']);

  await test.step('opening again shows what was saved, in naira', async () => {
    await renamed.getByRole('button', { name: `Edit ${word} Kitchen Towels` }).click();
    const again = page.getByRole('dialog', { name: `Edit ${word} Kitchen Towels` });
    await expect(again.getByLabel('Price (₦)')).toHaveValue('4,500.50');
    await expect(again.getByRole('img', { name: /^Image \d$/ })).toHaveCount(3);
  });
});

test('A refused image keeps the dialog open with the message under the images, and nothing changes', async ({
  page,
  make,
}) => {
  const { api: vendor, store } = await make.vendorWithStore();
  const product = await make.product(vendor, store.id, {
    name: `${capitalised(randomWord())} Kettle`,
    priceKobo: 1_000_000,
  });
  await usePageAs(page, vendor);
  await page.goto(`/store/manage/${store.id}`);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
  await expect(dialog.getByLabel('Price (₦)')).toHaveValue('10,000.00');
  // Claims to be a PNG; the browser cannot tell, the server decodes it and refuses.
  await dialog
    .getByLabel('Add images (0/5)')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await dialog.getByLabel('Product name').fill('Should not be saved');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(messages.upload.notAnImage)).toBeVisible();
  await expect(dialog).toBeVisible();
  const { products } = (await (await vendor.get(`/api/stores/${store.id}/manage`)).json()) as Managed;
  expect(products.find((p) => p.id === product.id)).toMatchObject({ name: product.name, images: [] });
});
