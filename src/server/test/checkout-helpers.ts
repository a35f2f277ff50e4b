import { eq } from 'drizzle-orm';
import type { TestServer, Agent } from './harness.ts';
import { factories } from './factories.ts';
import { orders, orderTracking, payments, products } from '../db/schema.ts';
import type { Checkout } from '../../shared/checkout.ts';
import type { PaymentMethod } from '../../shared/constants.ts';

export const LAGOS_ADDRESS = {
  fullName: 'Ngozi Buyer',
  phone: '08031234567',
  address: '12 Marina Road',
  city: 'Lagos Island',
  state: 'Lagos',
} as const;

/** A shop of two stores by one vendor, with products the tests buy from. */
export async function twoStoreShop(server: TestServer, stock = { kettle: 10, mat: 10 }) {
  const make = factories(server.db);
  const vendor = await server.signedIn('vendor');
  const first = await make.store(vendor.userId, { name: `Mama Put ${Math.random().toString(36).slice(2, 7)}` });
  const second = await make.store(vendor.userId, { name: `Baba Ijebu ${Math.random().toString(36).slice(2, 7)}` });
  const kettle = await make.product(first.id, { name: 'Kettle', priceKobo: 250_000, stockQuantity: stock.kettle });
  const mat = await make.product(second.id, { name: 'Prayer Mat', priceKobo: 120_000, stockQuantity: stock.mat });
  return { make, vendor, stores: [first, second] as const, kettle, mat };
}

export function checkoutBody(
  items: { productId: string; quantity: number; priceKobo?: number; variantId?: string }[],
  paymentMethod: PaymentMethod = 'paystack',
  shippingAddress: Record<string, string> = LAGOS_ADDRESS,
) {
  return { items, shippingAddress, paymentMethod };
}

export async function placeCheckout(
  agent: Agent,
  items: { productId: string; quantity: number; variantId?: string }[],
  options: { paymentMethod?: PaymentMethod; key?: string; state?: string } = {},
): Promise<Checkout> {
  const res = await agent.post(
    '/api/checkout',
    checkoutBody(items, options.paymentMethod, {
      ...LAGOS_ADDRESS,
      ...(options.state ? { state: options.state } : {}),
    }),
    options.key ? { 'idempotency-key': options.key } : {},
  );
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Checkout;
}

export async function stockOf(server: TestServer, productId: string) {
  const [row] = await server.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function paymentRow(server: TestServer, reference: string) {
  const [row] = await server.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}

export async function ordersOf(server: TestServer, reference: string) {
  const payment = await paymentRow(server, reference);
  return server.db.select().from(orders).where(eq(orders.paymentId, payment.id)).orderBy(orders.createdAt);
}

export async function trackingOf(server: TestServer, orderId: string) {
  return server.db
    .select()
    .from(orderTracking)
    .where(eq(orderTracking.orderId, orderId))
    .orderBy(orderTracking.createdAt);
}

/** The shopper presses Pay in the sandbox popup, then the browser asks the server to verify. */
export async function payInSandbox(agent: Agent, reference: string) {
  const pay = await agent.post(`/api/payments/sandbox/${reference}/pay`);
  if (pay.status !== 200) throw new Error(`sandbox pay failed: ${pay.status} ${await pay.text()}`);
  return pay.json() as Promise<{ transactionId: string }>;
}
