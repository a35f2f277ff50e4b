import { paths } from '../../paths.ts';
import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';

/** /vendor (vendors and admins): the simple store and product manager of the store release. */
export function VendorPage() {
  return (
    <PageContainer>
      <PageHeading title="Store Manager">Your stores and their products in one place.</PageHeading>
      <ButtonLink to={paths.storeCreate.href()}>Create Store</ButtonLink>
    </PageContainer>
  );
}
