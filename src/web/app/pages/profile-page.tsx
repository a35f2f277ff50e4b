import { PageContainer, PageHeading } from '../../components/ui/page-heading.tsx';
import { ProfilePanel } from '../../features/account/components/profile-panel.tsx';
import { CustomerOrders } from './customer-orders.tsx';

export function ProfilePage() {
  return (
    <PageContainer narrow>
      <PageHeading title="My Profile">Your account details, photo and orders.</PageHeading>
      <div className="space-y-10">
        <ProfilePanel />
        <CustomerOrders />
      </div>
    </PageContainer>
  );
}
