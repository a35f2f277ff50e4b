import { expect, type APIRequestContext } from '@playwright/test';
import { solidPng } from './png.ts';

/** A product card as the public catalog API returns it. */
export type CatalogProduct = { id: string; name: string; priceKobo: number; stockQuantity: number; images: string[]; storeName: string; storeSlug: string };

/** Finds a visible product by its exact name through the public search API. */
export async function findProduct(request: APIRequestContext, name: string): Promise<CatalogProduct> {
  const response = await request.get(`/api/catalog/search?q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as { products: CatalogProduct[] };
  const product = products.find((p) => p.name === name);
  expect(product, `"${name}" in the catalog`).toBeTruthy();
  return product!;
}

export type ProductPageData = {
  product: CatalogProduct;
  rating: { average: number | null; count: number };
  reviews: { id: string; rating: number; customerId: string }[];
};

export async function productPage(request: APIRequestContext, id: string): Promise<ProductPageData> {
  const response = await request.get(`/api/catalog/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductPageData;
}

/** How many visible products a category or store has, as the API counts them. */
export async function totalOf(request: APIRequestContext, path: `/api/catalog/${'categories' | 'stores'}/${string}`): Promise<number> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/**
 * Adds a product with several images to the signed-in vendor's first store (the `vendor` context
 * must be signed in as a vendor) and returns its id.
 */
export async function addProductWithImages(vendor: APIRequestContext, name: string, colours: [number, number, number][]): Promise<string> {
  const mine = await vendor.get('/api/stores/mine');
  expect(mine.status(), await mine.text()).toBe(200);
  const { stores } = (await mine.json()) as { stores: { id: string; isActive: boolean }[] };
  const store = stores.find((s) => s.isActive) ?? stores[0];
  expect(store, 'the vendor has a store').toBeTruthy();
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'Three photos to page through.');
  form.append('priceKobo', '1250000');
  form.append('stockQuantity', '4');
  colours.forEach((rgb, i) => form.append('images', new Blob([new Uint8Array(solidPng(64, 64, rgb))], { type: 'image/png' }), `photo-${i}.png`));
  const response = await vendor.post(`/api/stores/${store!.id}/products`, { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}
