import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { CARD_CHECKOUT_EXPIRY_SECONDS } from '../../../shared/constants.ts';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout.ts';
import { saveProviderData } from '../../payments/change-payment-status.ts';
import { whatsappLink } from '../../payments/providers/whatsapp-link.ts';
import type { PaymentRoute } from './payment-route.ts';
import { withdrawCheckout, type RecordedCheckout } from './record-checkout.ts';

/**
 * Where the shopper goes to pay. A WhatsApp checkout's link is written in the checkout's
 * transaction (nothing is called). A card provider is asked to initialize only after commit: a slow
 * or failing provider never holds stock locks, and if this process dies in between, the expiry job
 * still returns the stock. When it fails, the shopper cannot pay, so the checkout is withdrawn now
 * rather than in 30 minutes. The sandbox needs no session: its popup is served locally.
 */
export async function openWhatsappSession(
  tx: DbOrTx,
  route: Extract<PaymentRoute, { kind: 'whatsapp' }>,
  recorded: RecordedCheckout,
): Promise<void> {
  const { payment } = recorded;
  const url = whatsappLink({
    number: route.number,
    paymentReference: payment.reference,
    totalKobo: payment.amountKobo,
    // In the cart's order of stores, as the orders were created.
    orders: recorded.orders,
  });
  await saveProviderData(tx, payment.id, { url });
  payment.providerData = { url };
}

export async function openCardSession(
  deps: Deps,
  route: Extract<PaymentRoute, { kind: 'card' }>,
  recorded: RecordedCheckout,
  shopper: {
    email: string;
    fullName: string;
    shippingAddress: z.output<typeof placeOrderInputSchema>['shippingAddress'];
  },
): Promise<void> {
  const { provider } = route;
  const { payment } = recorded;
  if (provider.id === 'sandbox') return;
  const { reference } = payment;
  try {
    const data = await provider.initialize({
      reference,
      amountKobo: payment.amountKobo,
      email: shopper.email,
      customerName: shopper.shippingAddress.fullName || shopper.fullName,
      customerPhone: shopper.shippingAddress.phone,
      returnUrl: `${deps.config.publicUrl}/checkout/return?reference=${encodeURIComponent(reference)}`,
      sessionMinutes: CARD_CHECKOUT_EXPIRY_SECONDS / 60,
    });
    await saveProviderData(deps.db, payment.id, data);
    payment.providerData = data;
  } catch (error) {
    deps.logger.error({ err: error, reference, provider: provider.id }, 'payment initialize failed');
    await withdrawCheckout(deps.db, payment.id);
    throw new AppError('unavailable', messages.checkout.providerUnavailable);
  }
}
