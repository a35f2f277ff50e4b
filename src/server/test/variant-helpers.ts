import { asc, eq } from 'drizzle-orm';
import type { Agent, TestServer } from './harness.ts';
import { productVariants } from '../db/schema.ts';
import { twoStoreShop } from './checkout-helpers.ts';

/** Sizes S, M, L in Red and Black (6 variants, 3 each); Size M · Black costs ₦3,000, the rest the product's ₦2,500. */
export const DRESS_OPTIONS = [
  { name: 'Size', values: ['S', 'M', 'L'] },
  { name: 'Colour', values: ['Red', 'Black'] },
];

export function dressVariants(stock = 3) {
  return DRESS_OPTIONS[0]!.values.flatMap((size) =>
    DRESS_OPTIONS[1]!.values.map((colour) => ({
      values: [size, colour],
      stockQuantity: stock,
      priceKobo: size === 'M' && colour === 'Black' ? 300_000 : null,
    })),
  );
}

export const putVariants = (agent: Agent, productId: string, body: unknown) =>
  agent.request('PUT', `/api/products/${productId}/variants`, body);

/** A shop whose kettle (₦2,500) is made a dress with sizes and colours by its owner, through the API. */
export async function dressShop(server: TestServer, stock = 3) {
  const shop = await twoStoreShop(server);
  const res = await putVariants(shop.vendor, shop.kettle.id, {
    options: DRESS_OPTIONS,
    variants: dressVariants(stock),
  });
  if (res.status !== 200) throw new Error(`variants failed: ${res.status} ${await res.text()}`);
  const variants = await variantsOf(server, shop.kettle.id);
  const variant = (label: string) => variants.find((v) => v.label === label)!;
  return { ...shop, dress: shop.kettle, variants, variant };
}

export async function variantsOf(server: TestServer, productId: string) {
  return server.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

export async function variantStock(server: TestServer, variantId: string) {
  const [row] = await server.db
    .select({ stockQuantity: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stockQuantity;
}
