import { formatNaira } from '../../../../shared/money.ts';
import { cartItemCount, cartSubtotalKobo, useCartItems } from '../../../lib/cart-store.ts';
import { paths } from '../../../lib/paths.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';

/**
 * /checkout (signed in, non-empty cart). The shipping form and payment arrive with the checkout
 * release; until then the page says what is in the cart and that payment is not open yet.
 */
export function CheckoutPage() {
  const items = useCartItems();
  return (
    <PageContainer narrow>
      <PageHeading title="Checkout">Shipping details and payment.</PageHeading>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <p className="text-stone-700">
          {cartItemCount(items)} item(s) in your cart, subtotal{' '}
          <strong className="font-semibold text-stone-900">{formatNaira(cartSubtotalKobo(items))}</strong>.
        </p>
        <p className="mt-2 text-sm text-stone-600">
          Online payment is not open yet. Your cart stays saved on this device.
        </p>
        <ButtonLink to={paths.cart.href()} variant="secondary" size="sm" className="mt-4">
          Back to Cart
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
