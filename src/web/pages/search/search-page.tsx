import { useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchIcon } from '../../components/icons.tsx';

/** /search?q= — results (Products, Categories, Stores tabs) arrive with the catalog release. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  if (!query) {
    return (
      <PageContainer>
        <PageHeading title="Search" />
        <EmptyState icon={<SearchIcon size={32} />} title="What are you looking for?">
          {messages.catalog.searchPrompt}
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading title={`Results for “${query}”`} documentTitle={`Search: ${query}`} />
      <EmptyState icon={<SearchIcon size={32} />} title="No results to show yet">
        Products, categories and stores matching your search will be listed here once the catalog opens.
      </EmptyState>
    </PageContainer>
  );
}
