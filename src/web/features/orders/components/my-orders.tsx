import { paths } from '../../../lib/paths.ts';
import { uiMessages } from '../../../lib/ui-messages.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';

/**
 * The person's orders. Ordering arrives with the checkout release, so nobody has an order yet
 * and the list is its empty state; the tracking modal comes with it.
 */
export function MyOrders({ headingLevel = 'h2', title = 'My Orders' }: { headingLevel?: 'h2' | 'h3'; title?: string }) {
  const Heading = headingLevel;
  return (
    <section aria-label={title}>
      <Heading className="mb-4 text-lg font-semibold text-stone-900">{title}</Heading>
      <EmptyState icon={<PackageIcon size={32} />} title={uiMessages.noOrdersYet}>
        <p>When you place an order, you can follow it here from confirmation to delivery.</p>
        <ButtonLink to={paths.home.href()} variant="secondary" size="sm" className="mt-4">
          Start Shopping
        </ButtonLink>
      </EmptyState>
    </section>
  );
}
