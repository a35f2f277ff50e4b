import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '../../../../shared/constants.ts';
import { checkoutUi, paymentMethodLabels } from '../messages.ts';

/** Whether this cart may be paid on delivery, as the server's quote says; null until it has answered. */
export type PayOnDeliveryOffer = { reasons: string[] } | null;

/**
 * The payment choice as a radio group (arrow keys move between them), each with a line of help:
 * the methods this marketplace has set up (GET /api/checkout/methods), in its order, then Pay on
 * delivery (docs/product.md#pay-on-delivery). Pay on delivery is shown to every shopper: disabled,
 * with the reasons the quote gave, when this cart may not use it (a store has not opted in, the
 * total is over the limit, an Oja coupon is applied), and while the quote is on its way. Any
 * other method the applied coupon may not be paid with is disabled with why, the same way.
 */
export function PaymentMethodField({
  methods,
  payOnDelivery,
  couponRefusals = {},
  register,
  disabled,
  error,
}: {
  methods: readonly PaymentMethod[];
  payOnDelivery: PayOnDeliveryOffer;
  /** The methods the applied coupon may not be paid with, and why (an Oja coupon needs a card provider: decision 0026). */
  couponRefusals?: Partial<Record<PaymentMethod, string>>;
  register: UseFormRegisterReturn<'paymentMethod'>;
  disabled: boolean;
  error: string | undefined;
}) {
  const choices: { method: PaymentMethod; refusals: string[] | null }[] = [
    ...methods.map((method) => {
      const refusal = couponRefusals[method];
      return { method, refusals: refusal ? [refusal] : null };
    }),
    { method: 'pay_on_delivery', refusals: payOnDelivery?.reasons ?? [checkoutUi.payOnDeliveryChecking] },
  ];
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? 'payment-method-error' : undefined}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <legend className="float-left w-full text-lg font-semibold text-stone-900">{checkoutUi.paymentHeading}</legend>
      <div className="clear-both space-y-3 pt-4">
        {choices.map(({ method, refusals }) => {
          const { label, hint } = paymentMethodLabels[method];
          const id = `payment-${method}`;
          const unavailable = refusals !== null && refusals.length > 0;
          return (
            <label
              key={method}
              htmlFor={id}
              className={
                unavailable
                  ? 'flex cursor-not-allowed gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4'
                  : 'flex cursor-pointer gap-3 rounded-xl border border-stone-300 p-4 hover:bg-stone-50 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600'
              }
            >
              <input
                id={id}
                type="radio"
                value={method}
                // Named by the label alone; the hint (or why it cannot be chosen) is its description, read once.
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 shrink-0 accent-emerald-700 focus:outline-none"
                {...register}
                disabled={unavailable || undefined}
              />
              <span className="min-w-0">
                <span
                  id={`${id}-label`}
                  className={unavailable ? 'block font-medium text-stone-500' : 'block font-medium text-stone-900'}
                >
                  {label}
                </span>
                {unavailable ? (
                  <span id={`${id}-hint`} className="block text-sm text-stone-700">
                    {refusals.map((reason) => (
                      <span key={reason} className="block">
                        {reason}
                      </span>
                    ))}
                  </span>
                ) : (
                  <span id={`${id}-hint`} className="block text-sm text-stone-600">
                    {hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="payment-method-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
