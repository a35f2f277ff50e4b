import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PackageIcon } from '../../components/icons.tsx';
import { paths } from '../../paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** /product/:productId — details, reviews and Add to Cart arrive with the catalog release. */
export function ProductPage() {
  return (
    <PageContainer narrow>
      <PageHeading title="Product">Photos, price, reviews and Add to Cart for one product.</PageHeading>
      <EmptyState icon={<PackageIcon size={32} />} title="This product is not available">
        <ButtonLink to={paths.home.href()} variant="secondary" size="sm">
          Continue Shopping
        </ButtonLink>
      </EmptyState>
    </PageContainer>
  );
}
