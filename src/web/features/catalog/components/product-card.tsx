import { Link } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { addToCart } from '../../../entities/cart/cart-store.ts';
import { toCartProduct } from '../../../entities/cart/cart-product.ts';
import type { ProductCardData } from '../api/get-home.ts';
import { catalogUi } from '../messages.ts';
import { paths } from '../../../lib/paths.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { priceFrom } from '../../../../shared/variants.ts';
import { unavailableButtonClasses } from '../../../components/ui/button-styles.ts';
import { ClampedWords } from '../../../components/ui/clamped-words.tsx';
import { CardRating } from './card-rating.tsx';
import { SaveControlSlot } from '../catalog-slots.tsx';

/** How wide a card is drawn in the grids of product-grid.tsx: 2, 3 then 4 columns. */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';

/** Adds one of a product to the cart and says what happened ("Added to cart!"). */
export function addOneToCart(product: ProductCardData) {
  const result = addToCart(toCartProduct(product), 1);
  if (result.added > 0) toast.success(messages.catalog.addedToCart);
  else toast.info(catalogUi.cartHasAllStock(product.stockQuantity));
}

/**
 * The product card, the same everywhere: first image or a placeholder, name (a link
 * that makes the whole card clickable), the store's name (a link to the store), description,
 * the average rating with the review count (once reviewed), price, stock count, and at zero stock
 * an "Out of Stock" overlay and a plainly disabled grey "Out of Stock" button in place of Add to Cart.
 * The save control (catalog-slots.tsx) sits on the picture's corner.
 * A compact card (related items) leaves out the store's link, the description and the button.
 */
export function ProductCard({
  product,
  priority = false,
  compact = false,
}: {
  product: ProductCardData;
  priority?: boolean;
  /** A product page's related items: a tile to browse (no store link, description or button). */
  compact?: boolean;
}) {
  const image = product.images[0];
  const soldOut = product.stockQuantity <= 0;
  const price = priceFrom(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-emerald-600">
      <div className="relative aspect-square overflow-hidden bg-stone-100">
        {image ? (
          <ResponsiveImage
            src={image}
            kind="product"
            sizes={PRODUCT_CARD_SIZES}
            width={1000}
            height={1000}
            priority={priority}
            alt=""
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden="true" className="size-full">
            <ImagePlaceholder className="size-full" />
          </div>
        )}
        {soldOut && (
          <div className="absolute inset-0 grid place-items-center bg-stone-900/55">
            <span className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-900 shadow">
              {messages.catalog.outOfStock}
            </span>
          </div>
        )}
        {/* Above the card's own link, so it saves rather than opens the product. */}
        <div className="absolute right-1.5 top-1.5 z-10 md:right-2 md:top-2">
          <SaveControlSlot product={product} place="card" />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h3 className="break-words text-sm font-semibold leading-snug text-stone-900 sm:text-base">
          {/* The link's ::after covers the card, so the whole card opens the product; the name itself is a 44 px target too. */}
          <Link
            to={paths.product.href(product.id)}
            className="block min-h-11 after:absolute after:inset-0 focus-visible:outline-none"
          >
            <ClampedWords text={product.name} />
          </Link>
        </h3>
        {/* Not on a compact card. Above the card's own link, so it opens the store; 44 px tall on a phone, for a thumb. */}
        {!compact && (
          <Link
            to={paths.store.href(product.storeSlug)}
            className="relative z-10 -mt-1 flex min-h-11 min-w-0 max-w-full items-center self-start text-xs text-stone-600 underline decoration-stone-300 underline-offset-2 hover:text-emerald-800 hover:decoration-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:mt-0.5 md:min-h-0"
          >
            <span className="truncate">{product.storeName}</span>
          </Link>
        )}
        {product.description && !compact && (
          <p className="mt-1 line-clamp-2 break-words text-xs text-stone-600 sm:text-sm">{product.description}</p>
        )}
        <div className="mt-auto pt-3">
          <CardRating average={product.ratingAverage} count={product.reviewCount} />
          <p className="text-base font-bold tabular-nums text-emerald-800 sm:text-lg">
            {price.from ? catalogUi.priceFrom(formatNaira(price.priceKobo)) : formatNaira(price.priceKobo)}
          </p>
          <p className="text-xs text-stone-500">{catalogUi.inStock(Math.max(0, product.stockQuantity))}</p>
          {compact ? null : soldOut ? (
            <button
              type="button"
              disabled
              className={`${unavailableButtonClasses} relative z-10 mt-2 h-11 w-full px-2 text-sm md:h-9`}
            >
              {messages.catalog.outOfStock}
              <span className="sr-only">: {product.name}</span>
            </button>
          ) : product.options.length > 0 ? (
            // Sizes or colours: chosen on the product page (docs/product.md#variants).
            <ButtonLink size="sm" to={paths.product.href(product.id)} className="relative z-10 mt-2 w-full px-2">
              {catalogUi.chooseOptions}
              <span className="sr-only">: {product.name}</span>
            </ButtonLink>
          ) : (
            <Button size="sm" onClick={() => addOneToCart(product)} className="relative z-10 mt-2 w-full px-2">
              {/* Below 360 px the words alone fit the half-width card on one line. */}
              <CartIcon size={16} className="max-[359px]:hidden" />
              {catalogUi.addToCart}
              <span className="sr-only">: {product.name}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
