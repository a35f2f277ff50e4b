import { useState } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '../../../../shared/money.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { PackageIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ProductThumb } from '../../../entities/product/product-thumb.tsx';
import { filterProducts } from '../filter-products.ts';
import { adminUiMessages as adminUi } from '../messages.ts';
import { useAdminProducts, type AdminProduct } from '../api/list-products.ts';
import { useSetProductActive } from '../api/set-product-active.ts';
import { useDeleteProduct } from '../../../entities/product/api/delete-product.ts';

/** Products (docs/product.md#admin-dashboard): cards with image, store name, description, price, stock, Activate/Deactivate and Delete. */
export function AdminProductsTab() {
  const products = useAdminProducts();
  const [filter, setFilter] = useState('');

  if (products.isPending) return <PageLoading label="Loading products…" />;
  if (products.isError) return <FormAlert tone="error">{products.error.message}</FormAlert>;
  if (products.data.length === 0)
    return <EmptyState icon={<PackageIcon size={32} />} title={messages.adminCatalog.noProducts} />;

  const shown = filterProducts(products.data, filter);
  return (
    <section aria-labelledby="products-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="products-heading" className="text-lg font-semibold text-stone-900">
          Products <span className="font-normal text-stone-600">({products.data.length})</span>
        </h2>
        <TextField
          label={adminUi.filterProducts}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="w-full sm:w-80"
        />
      </div>
      <p role="status" className="sr-only">
        {filter.trim() ? adminUi.productsShown(shown.length, products.data.length) : ''}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={<PackageIcon size={32} />} title={adminUi.noProductsMatch(filter.trim())} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductCard({ product }: { product: AdminProduct }) {
  const setActive = useSetProductActive();
  const deleteProduct = useDeleteProduct({ by: 'admin' });
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4" data-testid="admin-product">
      <div className="flex items-start gap-3">
        <ProductThumb name={product.name} images={product.images} px={80} className="size-20" />
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold text-stone-900">
            {product.isActive ? (
              <Link
                to={paths.product.href(product.id)}
                className="hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
              >
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </h3>
          <p className="mt-0.5 truncate text-sm text-stone-600">{product.storeName}</p>
          <div className="mt-1">
            <StatusBadge active={product.isActive} />
          </div>
        </div>
      </div>
      {product.description && <p className="mt-3 line-clamp-2 text-sm text-stone-600">{product.description}</p>}
      <dl className="mt-3 flex flex-wrap gap-x-4 text-sm">
        <div className="flex gap-1">
          <dt className="text-stone-600">Price:</dt>
          <dd className="font-semibold tabular-nums text-stone-900">{formatNaira(product.priceKobo)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-stone-600">Stock:</dt>
          <dd className={`tabular-nums ${product.stockQuantity === 0 ? 'font-medium text-red-700' : 'text-stone-900'}`}>
            {product.stockQuantity}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button
          size="sm"
          variant={product.isActive ? 'secondary' : 'primary'}
          pending={setActive.isPending}
          aria-label={`${product.isActive ? 'Deactivate' : 'Activate'} ${product.name}`}
          onClick={() => setActive.mutate({ product, isActive: !product.isActive })}
        >
          {product.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <ConfirmDialog
          title={messages.stores.confirmDeleteProduct}
          description={
            <>
              “{product.name}” of {product.storeName} will be removed. This cannot be undone.
            </>
          }
          confirmLabel="Delete"
          onConfirm={() => deleteProduct.mutateAsync(product.id)}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${product.name}`}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <TrashIcon size={16} />
              Delete
            </Button>
          }
        />
      </div>
    </li>
  );
}
