import { Link } from 'react-router';
import { formatNaira } from '../../../../shared/money.ts';
import { removeFromCart, setCartQuantity, type CartItem } from '../../../lib/cart-store.ts';
import { paths } from '../../../lib/paths.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';

/**
 * One cart line (spec §2, §5): image, name, unit price, line total, quantity − / + (plus stops at
 * the stock; minus at 1, or typing 0, removes the line as spec §4 says) and remove.
 */
export function CartLine({ item }: { item: CartItem }) {
  const image = item.images[0];
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link to={paths.product.href(item.id)} tabIndex={-1} aria-hidden="true" className="size-16 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 sm:size-20">
        {image ? (
          <ResponsiveImage src={image} kind="product" sizes="80px" width={80} height={80} alt="" className="size-full object-cover" />
        ) : (
          <ImagePlaceholder className="size-full" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={paths.product.href(item.id)} className="break-words font-medium text-stone-900 hover:text-emerald-800 hover:underline">
              {item.name}
            </Link>
            {item.storeName && <p className="truncate text-xs text-stone-500">{item.storeName}</p>}
            <p className="text-sm text-stone-600">{formatNaira(item.priceKobo)} each</p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-stone-900">{formatNaira(item.priceKobo * item.quantity)}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            min={0}
            max={item.stockQuantity}
            onChange={(quantity) => setCartQuantity(item.id, quantity)}
            label={`Quantity of ${item.name}`}
            decreaseLabel={`Decrease quantity of ${item.name}`}
            increaseLabel={`Increase quantity of ${item.name}`}
          />
          <button
            type="button"
            aria-label={`Remove ${item.name}`}
            onClick={() => removeFromCart(item.id)}
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            <TrashIcon size={16} />
            {/* On a phone the icon alone keeps the row on one line; the label names the product. */}
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
