import { formatNaira } from '../../../../shared/money.ts';
import { cartSubtotalKobo, useCartItems } from '../../../lib/cart-store.ts';
import { useSession } from '../../../lib/session-query.ts';
import { paths } from '../../../lib/paths.ts';
import { cartUi } from '../messages.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { CartLine } from '../components/cart-line.tsx';

/** /cart (spec §2 Cart page): lines with quantity controls, and the order summary. */
export function CartPage() {
  const items = useCartItems();
  const { user } = useSession();

  if (items.length === 0) {
    return (
      <PageContainer narrow>
        <PageHeading title="Your Cart" />
        <EmptyState icon={<CartIcon size={32} />} title={cartUi.cartEmpty}>
          <p>Find something you like and add it to your cart.</p>
          <ButtonLink to={paths.home.href()} className="mt-4">
            Continue Shopping
          </ButtonLink>
        </EmptyState>
      </PageContainer>
    );
  }

  const subtotal = cartSubtotalKobo(items);
  return (
    <PageContainer>
      <PageHeading title="Your Cart" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <ul aria-label="Items in your cart" className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
        <section aria-labelledby="summary-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 id="summary-heading" className="text-lg font-semibold text-stone-900">
            Order Summary
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Subtotal</dt>
              <dd className="tabular-nums">{formatNaira(subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Delivery Fee</dt>
              <dd className="text-right">Calculated at checkout</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatNaira(subtotal)}</dd>
            </div>
          </dl>
          {user ? (
            <ButtonLink to={paths.checkout.href()} size="lg" className="mt-5 w-full">
              Proceed to Checkout
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.signIn.href()} state={{ from: paths.checkout.href() }} size="lg" className="mt-5 w-full">
              Sign In to Checkout
            </ButtonLink>
          )}
          <ButtonLink to={paths.home.href()} variant="ghost" className="mt-2 w-full">
            Continue Shopping
          </ButtonLink>
        </section>
      </div>
    </PageContainer>
  );
}
