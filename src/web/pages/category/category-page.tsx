import { messages } from '../../../shared/messages.ts';
import { useParams } from 'react-router';
import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { GridIcon } from '../../components/icons.tsx';

/** Spec §2: a category slug is its name with spaces as hyphens, matched case-insensitively. */
function nameFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** /category/:categorySlug — the header and product grid arrive with the catalog release. */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const name = nameFromSlug(categorySlug);
  return (
    <PageContainer>
      <PageHeading title="Category" documentTitle={name}>
        Products in the <span className="font-medium capitalize text-stone-900">{name}</span> category appear here.
      </PageHeading>
      <EmptyState icon={<GridIcon size={32} />} title={messages.catalog.noProductsInCategory} />
    </PageContainer>
  );
}
