import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getCartItems } from '../../../entities/cart/cart-store.ts';
import { paths } from '../../../lib/paths.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { settleCancelled, settlePaid } from '../payment/settle-payment.ts';
import { useFinishPayment } from '../payment/use-finish-payment.ts';
import { checkoutUi } from '../messages.ts';

/**
 * /checkout/return (signed in): where Paystack's and Flutterwave's hosted pages send the shopper
 * back, with `reference` (ours), `status` (Flutterwave: successful or cancelled) and
 * `transaction_id`. The server verifies with the provider; the shopper then hears the same
 * outcome as in the popup. Anything short of success goes back to the checkout, cart kept.
 */
export function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  const cancelled = params.get('status') === 'cancelled';
  const transactionId = params.get('transaction_id') ?? undefined;

  const settled = useQuery({
    queryKey: ['payment-return', reference, cancelled, transactionId],
    queryFn: () => (cancelled ? settleCancelled(reference) : settlePaid(reference, transactionId)),
    enabled: reference !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const backToCheckout = useCallback(() => {
    void navigate(getCartItems().length > 0 ? paths.checkout.href() : paths.cart.href(), { replace: true });
  }, [navigate]);
  const finish = useFinishPayment(backToCheckout);
  const told = useRef(false);
  const outcome = settled.data;
  useEffect(() => {
    if (!outcome || told.current) return;
    told.current = true;
    void finish(outcome, reference);
  }, [outcome, finish, reference]);

  return (
    <PageContainer narrow>
      <PageHeading title="Payment" />
      {reference === '' ? (
        <div className="space-y-4">
          <FormAlert tone="error">{checkoutUi.returnMissing}</FormAlert>
          <ButtonLink to={paths.cart.href()} variant="secondary">
            Back to Cart
          </ButtonLink>
        </div>
      ) : (
        <PageLoading label={cancelled ? checkoutUi.cancelling : checkoutUi.confirming} />
      )}
    </PageContainer>
  );
}
