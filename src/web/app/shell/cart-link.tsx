import { Link } from 'react-router';
import { cartItemCount, useCartItems } from '../../entities/cart/cart-store.ts';
import { paths } from '../../lib/paths.ts';
import { CartIcon } from '../../components/ui/icons.tsx';

/** Cart icon with a badge of the number of items (sum of quantities). */
export function CartLink() {
  const count = cartItemCount(useCartItems());
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to={paths.cart.href()}
      aria-label={label}
      className="relative grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <CartIcon size={22} />
      {count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-amber-400 px-1 text-xs font-bold text-stone-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
