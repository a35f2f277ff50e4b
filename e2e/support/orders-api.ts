import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Checkout } from '../../src/shared/checkout.ts';
import type { PaymentMethod } from '../../src/shared/constants.ts';

export { sidewaysScroll } from './viewports.ts';

/** Orders placed through the API, the way the checkout page places them. */

export const shippingAddress = {
  fullName: 'Test Shopper',
  phone: '+2348012345678',
  address: '12 Broad Street',
  city: 'Ikeja',
  state: 'Lagos',
} as const;

/** POST /api/checkout as the customer signed in on `api`: one order per store of the lines. */
export async function placeOrder(
  api: APIRequestContext,
  items: { productId: string; quantity: number }[],
  paymentMethod: PaymentMethod = 'whatsapp',
): Promise<Checkout> {
  const response = await api.post('/api/checkout', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { items, shippingAddress, paymentMethod },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Checkout;
}

/** A card checkout paid in the sandbox: pay, then verify, as the sandbox popup does. */
export async function placePaidOrder(api: APIRequestContext, items: { productId: string; quantity: number }[]) {
  const checkout = await placeOrder(api, items, 'paystack');
  expect(checkout.next.kind).toBe('sandbox');
  const pay = await api.post(`/api/payments/sandbox/${checkout.reference}/pay`, { data: {} });
  expect(pay.status(), await pay.text()).toBe(200);
  const { transactionId } = (await pay.json()) as { transactionId: string };
  const verify = await api.post(`/api/payments/${checkout.reference}/verify`, { data: { transactionId } });
  expect(verify.status(), await verify.text()).toBe(200);
  expect(((await verify.json()) as { status: string }).status).toBe('completed');
  return checkout;
}

/** The order's card in a list, found by its heading "Order #<first 8 characters of the id>". */
export const orderCard = (page: Page, orderId: string): Locator =>
  page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` });

/** Whether the page's document is still the one it was when `markDocument` ran (no reload since). */
/**
 * An order card's badge with this text (a status pill is a span). A seller's card also names
 * what was refunded among its money lines ("Refunded" as a term), which a plain text match meets too.
 */
export const cardBadge = (card: Locator, text: string): Locator =>
  card.getByText(text, { exact: true }).and(card.page().locator('span'));

export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
