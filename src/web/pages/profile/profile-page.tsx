import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { MyOrders } from './my-orders.tsx';

export function ProfilePage() {
  return (
    <PageContainer narrow>
      <PageHeading title="My Profile">Your account details, photo and orders.</PageHeading>
      <div className="space-y-10">
        <ProfilePanel />
        <MyOrders />
      </div>
    </PageContainer>
  );
}
