import { expect, type APIRequestContext } from '@playwright/test';

/** A product card as the public catalog API returns it. */
export type CatalogProduct = {
  id: string;
  name: string;
  priceKobo: number;
  stockQuantity: number;
  images: string[];
  storeName: string;
  storeSlug: string;
};

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
