import { useParams } from 'react-router';
import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StoreIcon } from '../../components/icons.tsx';

/** /store/:storeSlug — the store header and its products arrive with the store release. */
export function StorePage() {
  const { storeSlug = '' } = useParams();
  return (
    <PageContainer>
      <PageHeading title="Store" documentTitle={storeSlug.replace(/-/g, ' ')}>
        A seller&apos;s shop front: their logo, story and products.
      </PageHeading>
      <EmptyState icon={<StoreIcon size={32} />} title="This store has no products to show yet" />
    </PageContainer>
  );
}
