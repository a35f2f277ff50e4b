import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatNaira } from '../../../../shared/money.ts';
import {
  availableCartItems,
  cartSubtotalKobo,
  describeCartLine,
  removeFromCart,
  lineKey,
  useStoredCartItems,
  type CartItem,
} from '../../../entities/cart/cart-store.ts';
import { useCartQuote } from '../../../entities/cart/cart-quote.ts';
import { useSession } from '../../../lib/session-query.ts';
import { paths } from '../../../lib/paths.ts';
import { focusPageHeading } from '../../../lib/focus-heading.ts';
import { cartUi } from '../messages.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { CartLine } from '../components/cart-line.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ClearCartButton } from '../components/clear-cart-button.tsx';
import { CouponBox } from '../../../entities/cart/coupon-box.tsx';
import { DiscountLines, discountOf } from '../../../entities/cart/discount-lines.tsx';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

const loadClearCartDialog = () => import('../components/clear-cart-dialog.tsx');
const ClearCartDialog = lazy(loadClearCartDialog);

/**
 * /cart (docs/product.md#cart): lines with quantity controls, the order summary, and Clear cart
 * after a confirmation. Focus never falls to the page's start when a line goes: it moves
 * to the Remove button of the line that takes its place (or the one before, for the last line),
 * and to the heading once the cart is empty.
 *
 * On opening, every line is checked with the server (useCartQuote): a changed price, a quantity
 * above the stock or a product no longer sold is corrected in the cart and said on the line.
 */
export function CartPage() {
  const stored = useStoredCartItems();
  const items = stored ?? NO_ITEMS;
  const { user } = useSession();
  const lines = useRef<HTMLUListElement>(null);
  const quote = useCartQuote(items);

  if (stored === null) return <CartShell />;
  if (items.length === 0) {
    return (
      <PageContainer narrow>
        <PageHeading title="Your Cart" />
        <EmptyCart />
      </PageContainer>
    );
  }

  const remove = (index: number, productId: string) => {
    // Render the shorter cart now, so the line that takes this one's place can take focus.
    flushSync(() => removeFromCart(productId));
    const buttons = lines.current?.querySelectorAll<HTMLButtonElement>('[data-cart-remove]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else focusPageHeading();
  };

  const subtotal = cartSubtotalKobo(items);
  // The coupon's discount is the server's, per store order (docs/product.md#coupons).
  const discount = discountOf(quote.data?.quote);
  const canCheckOut = availableCartItems(items).length > 0;
  const changed = items.some((item) => describeCartLine(item).length > 0);
  return (
    <PageContainer>
      <PageHeading title="Your Cart" />
      {/* Announced when a quote changes the cart; the words for each line are on the line. */}
      <div role="status" className="empty:hidden mb-4">
        {changed && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {cartUi.changed}
          </p>
        )}
      </div>
      {quote.isError && (
        <div className="mb-4">
          <FormAlert tone="error">{cartUi.quoteFailed}</FormAlert>
        </div>
      )}
      {/* One column on a phone whose width is the screen's: a long store name is cut, never widens it. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0">
          <ul
            ref={lines}
            aria-label="Items in your cart"
            className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
          >
            {items.map((item, index) => (
              <CartLine key={lineKey(item)} item={item} onRemove={() => remove(index, lineKey(item))} />
            ))}
          </ul>
          <div className="mt-3 flex justify-end">
            <ClearCart lines={items.length} />
          </div>
        </div>
        <section aria-labelledby="summary-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 id="summary-heading" className="text-lg font-semibold text-stone-900">
            Order Summary
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Subtotal</dt>
              <dd className="tabular-nums">{formatNaira(subtotal)}</dd>
            </div>
            <DiscountLines quote={quote.data?.quote} />
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Delivery Fee</dt>
              <dd className="text-right">Calculated at checkout</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatNaira(subtotal - discount)}</dd>
            </div>
          </dl>
          {canCheckOut && <CouponBox />}
          {!canCheckOut ? (
            <p className="mt-5 text-sm text-stone-600">{cartUi.nothingToBuy}</p>
          ) : user ? (
            <ButtonLink to={paths.checkout.href()} size="lg" className="mt-5 w-full">
              Proceed to Checkout
            </ButtonLink>
          ) : (
            <ButtonLink
              to={paths.signIn.href()}
              state={{ from: paths.checkout.href() }}
              size="lg"
              className="mt-5 w-full"
            >
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

const NO_ITEMS: readonly CartItem[] = [];

function EmptyCart() {
  return (
    <EmptyState icon={<CartIcon size={32} />} title={cartUi.cartEmpty}>
      <p>Find something you like and add it to your cart.</p>
      <ButtonLink to={paths.home.href()} className="mt-4">
        Continue Shopping
      </ButtonLink>
    </EmptyState>
  );
}

/**
 * The cart as the server sends it, its lines unknown there: the heading, then skeleton lines and
 * the summary's shape. Its largest text is the heading, painted with the page, rather than the
 * empty-cart message drawn once the app has come. When the stored cart is empty, the first-view
 * script says so before the app comes and the empty cart shows in the skeleton's place (as wide as
 * the empty cart's own page, so nothing moves when the app then renders it). The variant
 * `[[data-cart-empty]_&]` is CART_EMPTY_ATTRIBUTE (src/web/entities/cart/stored-cart.ts), spelled out for Tailwind;
 * `data-cart-shell` is CART_SHELL_ATTRIBUTE.
 */
function CartShell() {
  return (
    <div
      data-cart-shell=""
      className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 [[data-cart-empty]_&]:max-w-3xl"
    >
      <PageHeading title="Your Cart" />
      <div className="[[data-cart-empty]_&]:hidden">
        <p role="status" className="sr-only">
          {cartUi.loading}
        </p>
        <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {[0, 1].map((line) => (
              <div key={line} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
                <div className={`size-16 shrink-0 rounded-lg sm:size-20 ${skeletonBlock}`} />
                <div className="flex-1 space-y-2 py-1">
                  <div className={`h-4 w-3/4 rounded ${skeletonBlock}`} />
                  <div className={`h-4 w-1/3 rounded ${skeletonBlock}`} />
                  <div className={`h-8 w-28 rounded ${skeletonBlock}`} />
                </div>
              </div>
            ))}
          </div>
          <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
            <div className={`h-6 w-40 rounded ${skeletonBlock}`} />
            <div className={`h-4 w-full rounded ${skeletonBlock}`} />
            <div className={`h-4 w-full rounded ${skeletonBlock}`} />
            <div className={`h-12 w-full rounded-lg ${skeletonBlock}`} />
          </div>
        </div>
      </div>
      <div className="hidden [[data-cart-empty]_&]:block">
        <EmptyCart />
      </div>
    </div>
  );
}

/**
 * Clear cart. The dialog (Radix, about 10 KB) is fetched only when the shopper reaches for the
 * button — on hover, focus or press — not with every visit to the cart on slow data.
 */
function ClearCart({ lines }: { lines: number }) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadClearCartDialog();
  if (!wanted) return <ClearCartButton onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ClearCartButton pending />}>
      <ClearCartDialog lines={lines} defaultOpen />
    </Suspense>
  );
}
