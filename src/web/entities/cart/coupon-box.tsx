import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { getCartItems } from './cart-store.ts';
import { cartQuoteKey, fetchCartQuote } from './cart-quote.ts';
import { applyCouponCode, removeCouponCode, useCouponState } from './coupon-code.ts';
import { uiMessages } from '../../lib/ui-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * The "Coupon code" box of the cart and the checkout (docs/product.md#coupons). Apply asks the
 * server to price the cart with the code: the discount shown is always the server's, and a refusal
 * is its message, announced and tied to the field. An applied code can be removed. Not a form of
 * its own (the checkout's summary sits inside the checkout form): Enter in the field applies.
 */
export function CouponBox() {
  const { code, notice } = useCouponState();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = `${useId()}-coupon-error`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartQuoteKey });

  const apply = async () => {
    const wanted = typed.trim();
    if (!wanted) {
      setError('Enter a coupon code');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const quote = await fetchCartQuote(getCartItems(), undefined, wanted);
      applyCouponCode(quote.coupon?.code ?? wanted);
      setTyped('');
      await refresh();
    } catch (failure) {
      const refusal = failure instanceof ApiError ? (failure.fields.couponCode ?? failure.message) : null;
      setError(refusal ?? uiMessages.networkError);
    } finally {
      setPending(false);
    }
  };

  if (code) {
    return (
      <div className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
        <p role="status" className="min-w-0 text-emerald-900 [overflow-wrap:anywhere]">
          Coupon <span className="font-semibold">{code}</span> applied
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove coupon ${code}`}
          onClick={() => {
            removeCouponCode();
            void refresh();
          }}
        >
          Remove
        </Button>
      </div>
    );
  }
  const shown = error ?? notice;
  return (
    <div role="group" aria-label="Coupon" className="mt-4">
      <div className="flex items-end gap-2">
        <TextField
          label="Coupon code"
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
          error={shown ?? undefined}
          errorShownAt={errorId}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" pending={pending} className="h-11 shrink-0" onClick={() => void apply()}>
          Apply
        </Button>
      </div>
      <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {shown}
      </p>
    </div>
  );
}
