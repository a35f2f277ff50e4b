import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCartItems } from '../../entities/cart/cart-store.ts';
import { paths } from '../../lib/paths.ts';

/** docs/product.md#route-guards: checkout with an empty cart goes back to the cart. */
export function RequireCartItems({ children }: { children: ReactNode }) {
  const items = useCartItems();
  if (items.length === 0) return <Navigate to={paths.cart.href()} replace />;
  return children;
}
