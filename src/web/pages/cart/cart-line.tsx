import { formatNaira } from '../../../shared/money.ts';
import { removeFromCart, setCartQuantity, type CartItem } from '../../cart/cart-store.ts';
import { ImageIcon, MinusIcon, PlusIcon, TrashIcon } from '../../components/icons.tsx';

const stepper =
  'grid size-9 place-items-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-40';

/** One cart line: image, name, unit price, quantity − / +, line total and remove (spec §2, §5). */
export function CartLine({ item }: { item: CartItem }) {
  const image = item.images[0];
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      {image ? (
        <img src={image} alt="" width={80} height={80} className="size-16 shrink-0 rounded-lg border border-stone-200 object-cover sm:size-20" />
      ) : (
        <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400 sm:size-20">
          <ImageIcon size={28} />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="break-words font-medium text-stone-900">{item.name}</p>
            <p className="text-sm text-stone-600">{formatNaira(item.priceKobo)} each</p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-stone-900">{formatNaira(item.priceKobo * item.quantity)}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${item.name}`}>
            <button type="button" className={stepper} aria-label={`Decrease quantity of ${item.name}`} onClick={() => setCartQuantity(item.id, item.quantity - 1)}>
              <MinusIcon size={16} />
            </button>
            <span className="min-w-8 text-center tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepper}
              aria-label={`Increase quantity of ${item.name}`}
              disabled={item.quantity >= item.stockQuantity}
              onClick={() => setCartQuantity(item.id, item.quantity + 1)}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <button
            type="button"
            aria-label={`Remove ${item.name}`}
            onClick={() => removeFromCart(item.id)}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
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
