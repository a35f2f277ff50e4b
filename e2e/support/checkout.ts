import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Adds `quantity` of a product to the cart from its page, as a shopper would. */
export async function addToCartFromPage(page: Page, productId: string, quantity = 1) {
  await page.goto(`/product/${productId}`);
  if (quantity > 1) await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, / })).not.toHaveAccessibleName('Cart, empty');
}

/** The stock the public product page reads now. */
export async function stockOf(api: APIRequestContext, productId: string): Promise<number> {
  const response = await api.get(`/api/catalog/products/${productId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { product: { stockQuantity: number } }).product.stockQuantity;
}

/** Fills the shipping form's required fields. */
export async function fillShipping(page: Page, state = 'Lagos') {
  await page.getByLabel('Address').fill('12 Admiralty Way, Lekki Phase 1');
  await page.getByLabel('City').fill('Lagos');
  await page.getByLabel('State').selectOption(state);
}

export type OwnOrder = {
  id: string;
  trackingNumber: string;
  storeName: string;
  totalAmountKobo: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentReference: string | null;
};

export async function ordersOf(api: APIRequestContext): Promise<OwnOrder[]> {
  const response = await api.get('/api/orders');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { orders: OwnOrder[] }).orders;
}
