import { Link } from 'react-router';
import { formatNaira } from '../../../../shared/money.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PackageIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ProductThumb } from '../../../entities/product/product-thumb.tsx';
import type { ManagedProduct } from '../api/get-managed-store.ts';
import { useCategoryOptions } from '../api/list-category-options.ts';
import { useDeleteProduct } from '../../../entities/product/api/delete-product.ts';
import { vendorUiMessages as ui } from '../messages.ts';
import { EditProductDialog } from './edit-product-dialog.tsx';
import { VariantsDialog } from './variants-dialog.tsx';

/** All of the store's products, inactive ones too (docs/product.md#store-management), each with Edit and Delete. */
export function ManagedProductList({ products, storeActive }: { products: ManagedProduct[]; storeActive: boolean }) {
  const categories = useCategoryOptions();
  const categoryName = new Map(categories.data?.map((c) => [c.id, c.name]));
  const deleteProduct = useDeleteProduct({ by: 'seller' });

  if (products.length === 0) {
    return (
      <EmptyState icon={<PackageIcon size={32} />} title={ui.noProductsTitle}>
        {ui.noProductsBody}
      </EmptyState>
    );
  }

  return (
    <ul
      className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white"
      aria-label="Products"
    >
      {products.map((product) => {
        const publiclyVisible = storeActive && product.isActive;
        const category = product.categoryId ? categoryName.get(product.categoryId) : undefined;
        return (
          <li
            key={product.id}
            className="flex flex-wrap items-start gap-3 p-4 sm:flex-nowrap sm:items-center"
            data-testid="managed-product"
          >
            <ProductThumb name={product.name} images={product.images} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <h3 className="break-words font-medium text-stone-900">
                  {publiclyVisible ? (
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
                <StatusBadge active={product.isActive} />
              </div>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-stone-600">
                <div className="flex gap-1">
                  <dt className="sr-only">Price</dt>
                  <dd className="font-semibold tabular-nums text-stone-900">{formatNaira(product.priceKobo)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Stock:</dt>
                  <dd className={`tabular-nums ${product.stockQuantity === 0 ? 'font-medium text-red-700' : ''}`}>
                    {product.stockQuantity === 0 ? `0 (${messages.catalog.outOfStock})` : product.stockQuantity}
                  </dd>
                </div>
                {product.options.length > 0 && (
                  <div className="flex gap-1">
                    <dt>Options:</dt>
                    <dd>{product.options.map((o) => `${o.name} (${o.values.length})`).join(', ')}</dd>
                  </div>
                )}
                {category && (
                  <div className="flex gap-1">
                    <dt className="sr-only">Category</dt>
                    <dd>{category}</dd>
                  </div>
                )}
              </dl>
              {product.description && <p className="mt-1 line-clamp-2 text-sm text-stone-500">{product.description}</p>}
            </div>
            <div className="flex w-full gap-2 sm:w-auto sm:shrink-0">
              <EditProductDialog product={product} />
              <VariantsDialog product={product} />
              <ConfirmDialog
                title={messages.stores.confirmDeleteProduct}
                description={<>“{product.name}” will be removed from your store. This cannot be undone.</>}
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
      })}
    </ul>
  );
}
