import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { solidPng } from './support/png.ts';
import { capitalised, randomWord } from './support/factory.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';
import { slugify } from '../src/shared/slug.ts';

/**
 * Vendor and admin catalog journeys (issue "Catalog"): a vendor opens a store and adds a product
 * that then shows on every public page; an admin hides a store again; a vendor edits and deletes;
 * strangers are kept out; the admin manages categories and product status.
 *
 * Each test makes its own vendor, store, products and category through the API (see `make`), and
 * looks only at those, so the tests run in any order and beside any other spec.
 */

const png = (rgb: [number, number, number], width = 64, height = 64) => ({
  name: 'image.png',
  mimeType: 'image/png',
  buffer: solidPng(width, height, rgb),
});

/** The product's card on a public page (its name is the card's heading). */
function productOn(page: Page, productName: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: productName, exact: true }) });
}

test('A vendor creates a store with a logo and banner, adds a product, and shoppers see it everywhere', async ({
  page,
  make,
}) => {
  const word = capitalised(randomWord());
  const storeName = `${word} Kettle Depot`;
  const storeSlug = slugify(storeName);
  const productName = `${word} Zobo Kettle`;
  const category = await make.category({ name: `${word} Kitchenware` });
  const rival = await make.vendorWithStore(); // its store's name is taken
  const { api: vendor } = await make.vendor('Kemi Kettles');
  let storeId = '';
  await usePageAs(page, vendor);

  await test.step('a vendor without stores is sent from the vendor dashboard to store creation', async () => {
    await page.goto('/vendor-dashboard');
    await expect(page).toHaveURL('/store/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Store' })).toBeVisible();
  });

  await test.step('the store form: name required, images with preview and remove', async () => {
    await page.getByRole('button', { name: 'Create Store' }).click();
    await expect(page.getByText('Store name is required')).toBeVisible();

    await page.getByLabel('Store name').fill(storeName);
    await page.getByLabel('Description (optional)').fill('Kettles, flasks and zobo makers, delivered across Lagos.');
    await expect(page.getByText(messages.upload.hint).first()).toBeVisible();
    // Over 5 MB is refused before anything is sent.
    await page
      .getByLabel('Choose image for Logo')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText(`huge.png: ${messages.upload.tooLarge}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
    await page.getByLabel('Choose image for Logo').setInputFiles(png([200, 60, 40]));
    await expect(page.getByText(`huge.png: ${messages.upload.tooLarge}`)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();

    await page.getByLabel('Choose image for Banner').setInputFiles(png([20, 120, 90], 320, 80));
    await expect(page.getByRole('img', { name: 'Banner preview' })).toBeVisible();
    await page
      .getByRole('group', { name: /Banner/ })
      .getByRole('button', { name: 'Remove image.png' })
      .click();
    await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveCount(0);
    await page
      .getByLabel('Replace image for Banner')
      .or(page.getByLabel('Choose image for Banner'))
      .setInputFiles(png([20, 120, 90], 320, 80));
    await expect(page.getByRole('img', { name: 'Banner preview' })).toBeVisible();
  });

  await test.step('a taken name is refused by the server, under the field and in a toast', async () => {
    await page.getByLabel('Store name').fill(rival.store.name);
    await page.getByRole('button', { name: 'Create Store' }).click();
    await expect(page.getByText(messages.stores.createFailed(messages.stores.nameTaken))).toBeVisible();
    await expect(page.getByLabel('Store name')).toHaveAccessibleDescription(new RegExp(messages.stores.nameTaken));
    await page.getByLabel('Store name').fill(storeName);
  });

  await test.step('creating the store leads to its manage page', async () => {
    await page.getByRole('button', { name: 'Create Store' }).click();
    await expect(page.getByText(messages.stores.created)).toBeVisible();
    await expect(page).toHaveURL(/\/store\/manage\/[0-9a-f-]{36}$/);
    storeId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View public store page' })).toHaveAttribute(
      'href',
      `/store/${storeSlug}`,
    );
    await expect(page.getByText('No products in this store yet')).toBeVisible();
  });

  await test.step('adding a product: price in naira, stock, category, image', async () => {
    const form = page.getByRole('region', { name: 'Add Product' });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByText('Product name is required')).toBeVisible();
    await expect(form.getByText('Price is required')).toBeVisible();

    await form.getByLabel('Product name').fill(productName);
    await form.getByLabel('Description (optional)').fill('Stainless 2-litre kettle for zobo and tea.');
    await form.getByLabel('Price (₦)').fill('12345.67');
    await form.getByLabel('Stock quantity').fill('7');
    await form.getByLabel('Category (optional)').selectOption({ label: category.name });
    await form.getByLabel('Add images (0/5) for Images').setInputFiles(png([240, 180, 30]));
    await expect(form.getByRole('img', { name: 'Images 1 preview' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText(messages.stores.productAdded)).toBeVisible();

    const row = page.getByTestId('managed-product').filter({ hasText: productName });
    await expect(row).toContainText(formatNaira(1_234_567));
    await expect(row).toContainText('Stock:7');
    await expect(row).toContainText('Active');
    await expect(row).toContainText(category.name);
    await expect(form.getByLabel('Product name')).toHaveValue(''); // the form is ready for the next one
  });

  const managed = (await (await vendor.get(`/api/stores/${storeId}/manage`)).json()) as {
    products: { id: string; name: string }[];
  };
  const productId = managed.products.find((p) => p.name === productName)!.id;

  await test.step('the new product is on home (newest), its category, its store, search and its page', async () => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Featured Products' }).getByRole('heading', { name: productName, exact: true }),
    ).toBeVisible();
    await page.goto(`/category/${category.slug}`);
    await expect(productOn(page, productName)).toBeVisible();
    await page.goto(`/store/${storeSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    await expect(productOn(page, productName)).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(productName)}`);
    await expect(productOn(page, productName)).toBeVisible();
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  });

  await test.step('the vendor pages list the store with its product count', async () => {
    await page.goto('/vendor');
    const card = page.getByRole('listitem').filter({ hasText: storeName });
    await expect(card.getByTestId('product-count')).toHaveText('1 product');
    await expect(card.getByRole('link', { name: `Manage ${storeName}` })).toHaveAttribute(
      'href',
      `/store/manage/${storeId}`,
    );
    await page.goto('/dashboard?tab=stores');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: storeName })
        .getByRole('link', { name: `View store ${storeName}` }),
    ).toHaveAttribute('href', `/store/${storeSlug}`);
    await page.goto('/vendor-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' })).toBeVisible();
  });
});

test('An admin deactivates a store and its product disappears from every public page', async ({
  page,
  request,
  make,
  asAdmin,
}) => {
  const category = await make.category();
  const { api: vendor, store } = await make.vendorWithStore({ fullName: 'Kemi Kettles' });
  const { name: storeName, slug: storeSlug } = store;
  const { id: productId, name: productName } = await make.product(vendor, store.id, { categoryId: category.id });
  expect((await request.get(`/api/catalog/products/${productId}`)).status()).toBe(200); // public until now

  await asAdmin();
  await page.goto('/admin?tab=stores');
  const row = page.getByTestId('admin-store').filter({ hasText: storeName });
  await expect(row).toContainText('Kemi Kettles');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${storeName}` }).click();
  await expect(page.getByText(`${storeName} is now inactive`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${storeName}` })).toBeVisible();

  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  await expect(featured.getByRole('heading', { name: productName, exact: true })).toHaveCount(0);
  await page.goto(`/category/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByText(messages.catalog.productsFound(0))).toBeVisible();
  await expect(productOn(page, productName)).toHaveCount(0);
  await page.goto(`/search?q=${encodeURIComponent(productName)}`);
  // Wait for the results (near misses may list other products), then look for ours.
  await expect(page.getByRole('tab', { name: /^Products \(\d+\)$/ })).toBeVisible();
  await expect(productOn(page, productName)).toHaveCount(0);
  await page.goto(`/store/${storeSlug}`);
  await expect(page).toHaveURL('/');
  await page.goto(`/product/${productId}`);
  await expect(page).toHaveURL('/');
});

test('A vendor edits price and stock in a dialog and deletes a product after confirming', async ({ page, make }) => {
  const { api: vendor, store } = await make.vendorWithStore();
  const word = capitalised(randomWord());
  const { name: productName } = await make.product(vendor, store.id, {
    name: `${word} Zobo Kettle`,
    priceKobo: 1_234_567,
    stockQuantity: 7,
  });
  const { name: second } = await make.product(vendor, store.id, {
    name: `${word} Spare Kettle Lid`,
    priceKobo: 50_000,
    stockQuantity: 2,
  });
  // An inactive store is still the vendor's to manage, and says so.
  const deactivate = await make.admin.patch(`/api/admin/stores/${store.id}`, { data: { isActive: false } });
  expect(deactivate.status(), await deactivate.text()).toBe(200);

  await usePageAs(page, vendor);
  await page.goto(`/store/manage/${store.id}`);
  await expect(page.getByText('This store is inactive')).toBeVisible();
  const row = page.getByTestId('managed-product').filter({ hasText: productName });

  await test.step('Escape closes the edit dialog and focus returns to Edit', async () => {
    const edit = row.getByRole('button', { name: `Edit ${productName}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Edit ${productName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Price (₦)')).toHaveValue('12,345.67');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  await test.step('new price and stock are saved', async () => {
    await row.getByRole('button', { name: `Edit ${productName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${productName}` });
    await dialog.getByLabel('Price (₦)').fill('-1');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Price must be at least 0')).toBeVisible();
    await dialog.getByLabel('Price (₦)').fill('9999.5');
    await dialog.getByLabel('Stock quantity').fill('3');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(messages.stores.productUpdated)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(formatNaira(999_950));
    await expect(row).toContainText('Stock:3');
    await page.reload();
    await expect(row).toContainText(formatNaira(999_950));
  });

  await test.step('delete asks first; Cancel keeps the product, Delete removes it', async () => {
    const secondRow = page.getByTestId('managed-product').filter({ hasText: second });
    await secondRow.getByRole('button', { name: `Delete ${second}` }).click();
    const confirm = page.getByRole('alertdialog', { name: messages.stores.confirmDeleteProduct });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(secondRow).toBeVisible();

    await secondRow.getByRole('button', { name: `Delete ${second}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(messages.stores.productDeleted)).toBeVisible();
    await expect(secondRow).toHaveCount(0);
    await expect(row).toBeVisible();
  });
});

test("A vendor opening another vendor's store is told and sent to the dashboard", async ({ page, make }) => {
  const { store: someoneElses } = await make.vendorWithStore();
  const { api: vendor } = await make.vendorWithStore();
  await usePageAs(page, vendor);
  await page.goto(`/store/manage/${someoneElses.id}`);
  await expect(page.getByText(messages.access.storeNotFoundOrDenied)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('An admin sees the totals, creates a category with a typed image URL and deletes it', async ({
  page,
  baseURL,
  asAdmin,
}) => {
  await asAdmin();
  await page.goto('/admin');
  for (const total of ['Total Products', 'Total Orders', 'Total Users', 'Total Revenue']) {
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin!' })).toBeVisible();

  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/admin?tab=categories');
  const form = page.getByRole('region', { name: 'Add Category' });
  await form.getByRole('button', { name: 'Add Category' }).click();
  await expect(form.getByText('Category name is required')).toBeVisible();

  const name = `${capitalised(randomWord())} Kettles`;
  const imageUrl = `${baseURL}/favicon.svg`;
  await form.getByLabel('Category name').fill(name);
  await form.getByLabel('Description (optional)').fill('Kettles and flasks');
  await form.getByLabel('Or image URL (optional)').fill(imageUrl);
  await form.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText(messages.categories.created)).toBeVisible();

  const card = page.getByTestId('admin-category').filter({ hasText: name });
  await expect(card).toContainText('Kettles and flasks');
  await expect(card.locator('img')).toHaveAttribute('src', imageUrl);

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.categories.confirmDelete });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.categories.deleted)).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('An admin deactivates and reactivates a product', async ({ page, make, asAdmin }) => {
  const { api: vendor, store } = await make.vendorWithStore();
  const { name: storeName } = store;
  const { name: productName } = await make.product(vendor, store.id, { priceKobo: 999_950 });
  await asAdmin();
  await page.goto('/admin?tab=products');
  const card = page.getByTestId('admin-product').filter({ hasText: productName });
  await expect(card).toContainText(storeName);
  await expect(card).toContainText(formatNaira(999_950));
  await card.getByRole('button', { name: `Deactivate ${productName}` }).click();
  await expect(page.getByText(`${productName} is now inactive`)).toBeVisible();
  await expect(card).toContainText('Inactive');

  await card.getByRole('button', { name: `Activate ${productName}` }).click();
  await expect(page.getByText(`${productName} is now active`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Deactivate ${productName}` })).toBeVisible();
  await expect(card).not.toContainText('Inactive');
});

test('A customer cannot create a store', async ({ page, make }) => {
  await usePageAs(page, await make.signIn(await make.customer()));
  await page.goto('/store/create');
  await expect(page.getByText(messages.access.vendorAccountToCreateStore)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Store' })).toHaveCount(0);

  // The server refuses too, with the same words.
  const response = await page.request.post('/api/stores', { multipart: { name: `Not allowed ${randomWord()}` } });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
    messages.access.vendorAccountToCreateStore,
  );
});
