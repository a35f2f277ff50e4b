import { PageContainer } from '../../../components/ui/page-heading.tsx';
import { catalogUi } from '../messages.ts';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/**
 * The product page's shape while it loads (on slow data that is seconds): breadcrumb, the square
 * picture, name, rating, price, description and the add-to-cart row, where they will be. No h1:
 * focus waits for the real heading.
 */
export function ProductPageSkeleton() {
  return (
    <PageContainer>
      <div role="status">
        <span className="sr-only">{catalogUi.loadingProduct}</span>
        <div aria-hidden="true">
          <div className={`mb-4 h-5 w-40 rounded ${skeletonBlock}`} />
          <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
            <div className={`aspect-square w-full rounded-2xl ${skeletonBlock}`} />
            <div className="min-w-0 space-y-4">
              <div className={`h-8 w-4/5 rounded ${skeletonBlock}`} />
              <div className={`h-5 w-40 rounded ${skeletonBlock}`} />
              <div className={`h-9 w-36 rounded ${skeletonBlock}`} />
              <div className="space-y-2 pt-2">
                <div className={`h-4 w-full rounded ${skeletonBlock}`} />
                <div className={`h-4 w-11/12 rounded ${skeletonBlock}`} />
                <div className={`h-4 w-2/3 rounded ${skeletonBlock}`} />
              </div>
              <div className="flex gap-3 border-t border-stone-200 pt-6">
                <div className={`h-12 w-40 rounded-lg ${skeletonBlock}`} />
                <div className={`h-12 flex-1 rounded-lg ${skeletonBlock}`} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
