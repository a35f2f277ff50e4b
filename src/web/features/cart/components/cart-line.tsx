import { Link } from 'react-router';
import { formatNaira } from '../../../../shared/money.ts';
import { describeCartLine, lineKey, setCartQuantity, type CartItem } from '../../../entities/cart/cart-store.ts';
import { paths } from '../../../lib/paths.ts';
import { mostInOneLine } from '../../../lib/quantity.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { cartUi } from '../messages.ts';

/**
 * One cart line (docs/product.md#cart): image, name, unit price, line total, quantity − / + (plus stops at
 * the stock; minus at 1, or typing 0, removes the line) and remove. `onRemove`
 * takes the line out (and moves focus, see CartPage). On a phone the name and store wrap or cut
 * within the line and the total goes under the stepper when they do not fit side by side.
 *
 * What the server's quote changed (a new price, a quantity cut to the stock) is said in words on
 * the line. A line that can no longer be bought stays, greyed, with its reason and Remove; it
 * counts in no total.
 */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const image = item.images[0];
  const notices = describeCartLine(item);
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4" data-unavailable={item.unavailable ? '' : undefined}>
      <Link
        to={paths.product.href(item.id)}
        tabIndex={-1}
        aria-hidden="true"
        className={`size-16 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 sm:size-20 ${item.unavailable ? 'opacity-50 grayscale' : ''}`}
      >
        {image ? (
          <ResponsiveImage
            src={image}
            kind="product"
            sizes="80px"
            width={80}
            height={80}
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <ImagePlaceholder className="size-full" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link
              to={paths.product.href(item.id)}
              className="inline-flex min-h-11 items-center break-words font-medium md:min-h-0 text-stone-900 [overflow-wrap:anywhere] hover:text-emerald-800 hover:underline"
            >
              {item.name}
            </Link>
            {item.variantLabel && <p className="text-sm font-medium text-stone-700">{item.variantLabel}</p>}
            {item.storeName && <p className="truncate text-xs text-stone-500">{item.storeName}</p>}
            <p className="text-sm text-stone-600">{cartUi.each(formatNaira(item.priceKobo))}</p>
            {notices.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm font-medium text-amber-800">
                {notices.map((notice) => (
                  <li key={notice} className="flex gap-1.5">
                    <span aria-hidden="true">!</span>
                    <span>{notice}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            data-cart-remove=""
            aria-label={cartUi.remove(lineName(item))}
            onClick={onRemove}
            className="-mr-1 inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            <TrashIcon size={18} />
            {/* On a phone the icon alone leaves the name room; the label names the product. */}
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
        {item.unavailable ? (
          <p className="mt-2 text-sm text-stone-600">{cartUi.notInTotal}</p>
        ) : (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <QuantityStepper
              value={item.quantity}
              min={0}
              max={mostInOneLine(item.stockQuantity)}
              onChange={(quantity) => (quantity <= 0 ? onRemove() : setCartQuantity(lineKey(item), quantity))}
              label={`Quantity of ${lineName(item)}`}
              decreaseLabel={`Decrease quantity of ${lineName(item)}`}
              increaseLabel={`Increase quantity of ${lineName(item)}`}
            />
            <p className="ml-auto font-semibold tabular-nums text-stone-900">
              {formatNaira(item.priceKobo * item.quantity)}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

/** A line's name for a screen reader: the product and its size/colour ("Ankara Dress, Size M · Black"). */
const lineName = (item: CartItem) => (item.variantLabel ? `${item.name}, ${item.variantLabel}` : item.name);
