import type { ProductCardData } from '../api/get-home.ts';
import { ProductCard } from './product-card.tsx';
import { productGridClasses } from './product-grid-skeleton.tsx';

/**
 * Product cards in a responsive grid (2 columns on a phone, up to 4). `priorityCount` cards at the
 * top load at once (they are on the first screen); the rest load lazily.
 */
export function ProductGrid({
  products,
  label,
  priorityCount = 0,
}: {
  products: readonly ProductCardData[];
  label?: string;
  priorityCount?: number;
}) {
  return (
    <ul aria-label={label} className={productGridClasses}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
