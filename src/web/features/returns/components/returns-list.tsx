import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useReturns } from '../api/list-returns.ts';
import type { ReturnsAudience, ReturnsView } from '../api/return-keys.ts';
import { returnsUi } from '../messages.ts';
import { AdminReturnCard } from './admin-return-card.tsx';
import { VendorReturnCard } from './vendor-return-card.tsx';

/**
 * One list of return requests, a page at a time ("Load more"): the vendor's or the admin's, open or
 * decided, each as the audience's card. `quiet`: nothing at all while it is loading or empty (the
 * lists shown above other content).
 */
export function ReturnsList({
  audience,
  view,
  quiet = false,
}: {
  audience: ReturnsAudience;
  view: ReturnsView;
  quiet?: boolean;
}) {
  const list = useReturns(audience, view);
  const requests = list.data?.pages.flatMap((page) => page.returns) ?? [];
  if (quiet && requests.length === 0) return null;
  if (list.isPending) return <PageLoading label={returnsUi.loading} />;
  if (list.isError) return <FormAlert tone="error">{list.error.message}</FormAlert>;
  if (requests.length === 0) {
    return <EmptyState icon={<PackageIcon size={32} />} title={returnsUi.empty[audience][view]} />;
  }
  return (
    <>
      <ul
        className="space-y-3"
        aria-label={view === 'open' ? 'Open requests, newest first' : 'Decided requests, newest decision first'}
      >
        {requests.map((r) => (
          <li key={r.id}>
            {audience === 'admin' ? <AdminReturnCard request={r} /> : <VendorReturnCard request={r} />}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {returnsUi.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
