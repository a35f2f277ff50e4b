import { uiMessages } from '../../ui-messages.ts';
import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PackageIcon } from '../../components/icons.tsx';

/** /vendor-dashboard (labelled Orders): orders, reviews and cashouts arrive with the orders release. */
export function VendorDashboardPage() {
  return (
    <PageContainer>
      <PageHeading title="Vendor Dashboard">Orders of your stores, reviews of your products and your cashouts.</PageHeading>
      <EmptyState icon={<PackageIcon size={32} />} title={uiMessages.noOrdersYet}>
        Orders placed at your stores will be listed here for you to accept, process and ship.
      </EmptyState>
    </PageContainer>
  );
}
