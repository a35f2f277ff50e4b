import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '../../../../shared/constants.ts';
import { checkoutUi, paymentMethodLabels } from '../messages.ts';

/**
 * The payment choice as a radio group (arrow keys move between them), each with a line of help:
 * exactly the methods this marketplace has set up (GET /api/checkout/methods), in its order.
 */
export function PaymentMethodField({
  methods,
  register,
  disabled,
  error,
}: {
  methods: readonly PaymentMethod[];
  register: UseFormRegisterReturn<'paymentMethod'>;
  disabled: boolean;
  error: string | undefined;
}) {
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? 'payment-method-error' : undefined}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <legend className="float-left w-full text-lg font-semibold text-stone-900">{checkoutUi.paymentHeading}</legend>
      <div className="clear-both space-y-3 pt-4">
        {methods.map((method) => {
          const { label, hint } = paymentMethodLabels[method];
          const id = `payment-${method}`;
          return (
            <label
              key={method}
              htmlFor={id}
              className="flex cursor-pointer gap-3 rounded-xl border border-stone-300 p-4 hover:bg-stone-50 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600"
            >
              <input
                id={id}
                type="radio"
                value={method}
                // Named by the label alone; the hint is its description, read once.
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 shrink-0 accent-emerald-700 focus:outline-none"
                {...register}
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="block font-medium text-stone-900">
                  {label}
                </span>
                <span id={`${id}-hint`} className="block text-sm text-stone-600">
                  {hint}
                </span>
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
