import { z } from 'zod';
import { CHECKOUT_MAX_LINES, NIGERIAN_STATES, ORDER_LINE_QUANTITY_MAX, PAYMENT_METHODS } from '../constants.ts';
import { messages } from '../messages.ts';
import { textField } from './fields.ts';
import { optionalNigerianPhoneField } from './phone.ts';
import { PAYMENT_REFERENCE_PATTERN } from '../references.ts';
import { couponCodeField } from './coupons.ts';

const fill = messages.checkout.fillShippingDetails;

/**
 * One cart line as the browser sends it. Anything else the browser knows about the product (its
 * price above all) may be sent but is never read: the server prices every line from the database.
 */
export const cartLineSchema = z.object({
  productId: z.uuid({ error: 'Product id must be a UUID' }),
  /** Which size/colour (decision 0025): required for a product with options, absent otherwise. */
  variantId: z.uuid({ error: 'Variant id must be a UUID' }).nullish(),
  quantity: z
    .int({ error: 'Quantity must be a whole number' })
    .min(1, 'Quantity must be at least 1')
    .max(ORDER_LINE_QUANTITY_MAX, `Quantity must be at most ${ORDER_LINE_QUANTITY_MAX.toLocaleString('en-NG')}`),
});
export type CartLine = z.output<typeof cartLineSchema>;

const cartLines = z
  .array(cartLineSchema, { error: messages.checkout.emptyCart })
  .min(1, messages.checkout.emptyCart)
  .max(CHECKOUT_MAX_LINES, `A checkout holds at most ${CHECKOUT_MAX_LINES} different products`)
  .refine(
    (lines) => new Set(lines.map((l) => `${l.productId}/${l.variantId ?? ''}`)).size === lines.length,
    messages.checkout.duplicateLine,
  );

export const stateField = z.enum(NIGERIAN_STATES, { error: fill });

/** POST /api/checkout/quote: the cart's lines as the server sees them now, and the fees for a state. */
export const cartQuoteInputSchema = z.object({
  items: cartLines,
  state: stateField.optional(),
  /** docs/product.md#coupons: priced by the server; a code it refuses is a 400 naming `couponCode`. */
  couponCode: couponCodeField.optional(),
  /** The method the shopper chose, when they have: a coupon it may not be paid with is refused (decision 0026). */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }).optional(),
});
export type CartQuoteInput = z.input<typeof cartQuoteInputSchema>;

/** docs/product.md#checkout: address, city and state are required; full name and phone are not. */
export const shippingAddressSchema = z.object({
  fullName: textField().trim().max(120, 'Must be at most 120 characters').default(''),
  phone: optionalNigerianPhoneField.default(''),
  address: textField(fill).trim().min(1, fill).max(300, 'Must be at most 300 characters'),
  city: textField(fill).trim().min(1, fill).max(100, 'Must be at most 100 characters'),
  state: stateField,
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** POST /api/checkout: place one order per store and one payment for them all. */
export const placeOrderInputSchema = z.object({
  items: cartLines,
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  couponCode: couponCodeField.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

/** Idempotency-Key header: any client-made token, e.g. a UUID made when the Pay button was pressed. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may hold letters, digits and - _ . : only');

/** POST /api/payments/:reference/verify: Flutterwave's redirect carries its transaction id. */
export const verifyPaymentInputSchema = z.object({
  transactionId: textField().trim().max(100).optional(),
});

export const paymentReferenceParams = z.object({
  reference: textField().trim().regex(PAYMENT_REFERENCE_PATTERN, 'Payment reference is not valid'),
});

/**
 * POST /api/payments/sandbox/:reference/pay?way=…: how the sandbox popup pays, as Paystack's test
 * mode offers: a card (paid at once), a bank transfer (on its way, then arrives), or a card that
 * pays ₦100 less than asked (what an amount mismatch looks like).
 */
export const SANDBOX_PAY_WAYS = ['card', 'transfer', 'underpay'] as const;
export type SandboxPayWay = (typeof SANDBOX_PAY_WAYS)[number];
export const sandboxPayQuerySchema = z.object({
  way: z.enum(SANDBOX_PAY_WAYS, { error: 'way must be card, transfer or underpay' }).default('card'),
});

export const ordersPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
