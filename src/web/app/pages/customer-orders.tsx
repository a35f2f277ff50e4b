import type { ComponentProps } from 'react';
import { UnpaidCheckout } from '../../features/checkout/components/unpaid-checkout.tsx';
import { MyOrders } from '../../features/orders/components/my-orders.tsx';

/**
 * The shopper's orders (orders feature) with Pay now and Cancel on each unpaid checkout (checkout
 * feature): on /profile, the dashboard's My Orders and its Overview.
 */
export function CustomerOrders(props: Omit<ComponentProps<typeof MyOrders>, 'unpaidCheckout'>) {
  return (
    <MyOrders
      {...props}
      unpaidCheckout={({ reference, orders, onSettled, headingLevel }) => (
        <UnpaidCheckout reference={reference} orders={orders} onSettled={onSettled} headingLevel={headingLevel} />
      )}
    />
  );
}
