import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '../../../../shared/messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { PageContainer } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { RedirectWithNotice } from '../../../components/ui/redirect-with-notice.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { StoreLogo } from '../../../entities/store/store-logo.tsx';
import { useManagedStore, type ManagedStore } from '../api/get-managed-store.ts';
import { vendorUiMessages as ui } from '../messages.ts';
import { ManagedProductList } from '../components/managed-product-list.tsx';
import { AddProductForm } from '../components/add-product-form.tsx';
import { StoreSettingsForm } from '../components/store-settings-form.tsx';
import { DeliveryDaysForm } from '../components/delivery-days-form.tsx';

/**
 * /store/manage/:storeId (the store's owner only, enforced by the API). A store that is not
 * theirs, or does not exist, sends them to /dashboard with "Store not found or access denied";
 * any other load failure with "Failed to load store data" (docs/product.md#route-guards). Below the
 * products, the store's coupons as `coupons` shows them (app/ gives the coupons feature's manager).
 */
export function StoreManagePage({ coupons }: { coupons?: (storeId: string) => ReactNode } = {}) {
  const { storeId = '' } = useParams();
  const managed = useManagedStore(storeId);

  if (managed.isPending) return <PageLoading label="Loading your store…" />;
  if (managed.isError) {
    const denied = isApiError(managed.error) && managed.error.status >= 400 && managed.error.status < 500;
    return (
      <RedirectWithNotice
        to={paths.dashboard.href()}
        message={denied ? messages.access.storeNotFoundOrDenied : messages.stores.loadFailed}
      />
    );
  }
  const { store, products, deliveryDays } = managed.data;
  const active = products.filter((p) => p.isActive).length;

  return (
    <PageContainer>
      <StoreHeader store={store} />
      {!store.isActive && (
        <div className="mb-6">
          <FormAlert tone="error">{ui.storeInactiveNote}</FormAlert>
        </div>
      )}
      <div className="mb-6 grid items-start gap-6 lg:grid-cols-2">
        <StoreSettingsForm key={String(store.payOnDelivery)} store={store} />
        <DeliveryDaysForm storeId={store.id} saved={deliveryDays} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="products-heading" className="min-w-0">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="products-heading" className="text-lg font-semibold text-stone-900">
              Products <span className="font-normal text-stone-600">({products.length})</span>
            </h2>
            <p className="text-sm text-stone-600">
              {active} active · {products.length - active} inactive
            </p>
          </div>
          <ManagedProductList products={products} storeActive={store.isActive} />
        </section>
        <div className="lg:sticky lg:top-20">
          <AddProductForm storeId={store.id} />
        </div>
      </div>
      {coupons && <div className="mt-10 border-t border-stone-200 pt-8">{coupons(store.id)}</div>}
    </PageContainer>
  );
}

function StoreHeader({ store }: { store: ManagedStore['store'] }) {
  return (
    <header className="mb-6 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {store.bannerUrl ? (
        <ResponsiveImage
          src={store.bannerUrl}
          kind="storeBanner"
          sizes="(min-width: 1280px) 1232px, 100vw"
          width={1600}
          height={400}
          priority
          alt=""
          className="aspect-[4/1] max-h-48 w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-16 bg-gradient-to-r from-emerald-700 to-emerald-500 sm:h-20" />
      )}
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
        <div className="-mt-12 sm:-mt-14">
          <div className="inline-block rounded-2xl bg-white p-1 shadow-sm">
            <StoreLogo name={store.name} logoUrl={store.logoUrl} size="lg" priority />
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-emerald-800">Manage Store</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <title>{`Manage ${store.name} · Oja`}</title>
            <h1 className="break-words text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{store.name}</h1>
            <StatusBadge active={store.isActive} />
          </div>
          {store.description && <p className="mt-2 max-w-prose text-sm text-stone-600">{store.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Link
            to={paths.store.href(store.slug)}
            className="inline-flex h-10 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            View public store page
          </Link>
          <a
            href="#add-product"
            className="inline-flex h-10 items-center rounded-lg bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 lg:hidden"
          >
            Add Product
          </a>
        </div>
      </div>
    </header>
  );
}
