import { useState } from 'react';
import type { PaymentStep } from '../../../../shared/checkout.ts';
import type { SandboxPayWay } from '../../../../shared/schemas/checkout.ts';
import { toast } from '../../../lib/notify.ts';
import { paySandbox } from '../api/payments.ts';
import { checkoutUi } from '../messages.ts';
import type { PaymentOutcome } from './payment-outcome.ts';
import { payWithPaystack } from './paystack-inline.ts';
import { settleCancelled, settlePaid } from './settle-payment.ts';

/** A checkout to pay: a fresh one, or an unpaid one resumed (Pay now). */
export type PaymentToTake = {
  reference: string;
  amountKobo: number;
  next: PaymentStep;
  /** The stores of its orders, when known (the sandbox popup lists them). */
  storeNames?: string[];
  orderCount: number;
};

/**
 * Where taking the payment left the shopper: in our sandbox popup (`sandbox`), on the way to a
 * provider's page (`leaving`), in a WhatsApp chat (`whatsapp`), with nothing to pay until the door
 * (`on_delivery`), or done (the outcome was told).
 */
export type TakeResult = 'sandbox' | 'leaving' | 'whatsapp' | 'on_delivery' | 'done';

/** Opens the wa.me chat in a new tab; a blocked pop-up leaves the shopper a way to it in the toast. */
export function openWhatsApp(url: string, message: string) {
  const open = () => void window.open(url, '_blank', 'noopener');
  open();
  toast.success(message, { action: { label: checkoutUi.openWhatsApp, onClick: open }, duration: 15_000 });
}

/**
 * Takes a checkout's payment the way its `next` step says: our sandbox popup, Paystack's inline
 * popup (its hosted page when the script cannot load), Flutterwave's hosted page, or a WhatsApp
 * chat. Whatever the provider's popup says, the server's answer decides what the shopper hears
 * (`finish`): closing Paystack's popup is only a hint, since a bank transfer reports itself that way.
 */
export function useTakePayment(finish: (outcome: PaymentOutcome, reference: string) => Promise<void>) {
  const [sandbox, setSandbox] = useState<PaymentToTake | null>(null);

  async function take(payment: PaymentToTake): Promise<TakeResult> {
    const next = payment.next;
    switch (next.kind) {
      case 'sandbox':
        setSandbox(payment);
        return 'sandbox';
      case 'paystack': {
        let result;
        try {
          if (!next.accessCode) throw new Error('No access code');
          result = await payWithPaystack(next.accessCode);
        } catch {
          // No script (blocked, offline): Paystack's own page, which returns to /checkout/return.
          window.location.assign(next.authorizationUrl);
          return 'leaving';
        }
        if (result.kind === 'success') {
          await finish(await settlePaid(payment.reference), payment.reference);
          return 'done';
        }
        const cancelled = await settleCancelled(payment.reference);
        // Paystack's own error with nothing paid is a failure, not the shopper's cancel.
        await finish(result.kind === 'cancel' || cancelled !== 'cancelled' ? cancelled : 'failed', payment.reference);
        return 'done';
      }
      case 'flutterwave':
        window.location.assign(next.link);
        return 'leaving';
      case 'whatsapp':
        return 'whatsapp';
      case 'pay_on_delivery':
        return 'on_delivery';
    }
  }

  /**
   * The sandbox popup's Pay: by card, by bank transfer, or ₦100 short. A transfer is reported the
   * way Paystack's popup reports one, as a close, so the server's answer ("waiting") decides.
   */
  async function pay(way: SandboxPayWay = 'card'): Promise<boolean> {
    if (!sandbox) return true;
    try {
      await paySandbox(sandbox.reference, way);
    } catch {
      // The order exists; its payment did not get through (or its answer was lost). The popup stays
      // open and says so: the sandbox takes a reference's money once, so paying again is safe.
      return false;
    }
    const outcome = way === 'transfer' ? await settleCancelled(sandbox.reference) : await settlePaid(sandbox.reference);
    setSandbox(null);
    await finish(outcome, sandbox.reference);
    return true;
  }

  /** The sandbox popup's Cancel (or its ×, Escape, a tap outside). */
  async function cancel() {
    if (!sandbox) return;
    const outcome = await settleCancelled(sandbox.reference);
    setSandbox(null);
    await finish(outcome, sandbox.reference);
  }

  return { sandbox, take, pay, cancel };
}
