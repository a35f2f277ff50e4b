import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { useProductPage, type ProductPageData } from '../api/get-product-page.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { catalogUi } from '../messages.ts';
import { formatAverage, starsForAverage } from '../rating.ts';
import { addToCart } from '../../../entities/cart/cart-store.ts';
import { toCartProduct } from '../../../entities/cart/cart-product.ts';
import { clampQuantity, mostInOneLine } from '../../../lib/quantity.ts';
import { useSession } from '../../../lib/session-query.ts';
import { paths } from '../../../lib/paths.ts';
import { PageContainer } from '../../../components/ui/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { unavailableButtonClasses } from '../../../components/ui/button-styles.ts';
import { Stars } from '../../../entities/review/stars.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductPageSkeleton } from '../components/product-page-skeleton.tsx';
import { ReviewList } from '../components/product-reviews.tsx';
import { RatingBreakdown } from '../components/rating-breakdown.tsx';
import { RelatedProducts } from '../components/related-products.tsx';
import { WriteReview } from '../components/review-form.tsx';
import { DeliveryEstimate } from '../components/delivery-estimate.tsx';
import { SaveControlSlot } from '../catalog-slots.tsx';
import { VariantPicker } from '../components/variant-picker.tsx';
import { choiceFromParams, chosenVariant, firstMissing, optionParam } from '../variant-choice.ts';

/** A text link; on a phone its box is 44 px tall, so a thumb can hit it. */
const linkClass =
  'inline-flex min-h-11 items-center font-medium text-emerald-800 underline-offset-2 hover:underline md:min-h-0';

/**
 * /product/:productId (docs/product.md#product-page): gallery, name, average rating as stars with the review count,
 * price, description, store and category links, quantity 1–stock and Add to Cart, the rating
 * breakdown, the reviews newest first and Write a Review, then "More from this store" and "Similar
 * items" (loaded when scrolled near). An unknown or hidden product sends the shopper to /.
 */
export function ProductPage() {
  const { productId = '' } = useParams();
  const query = useProductPage(productId);
  // Pending until hydrated: the server rendered this page without a session (lib/session-query.ts).
  const { user, isPending: sessionPending } = useSession();
  // The chosen size/colour lives in the URL (shareable, and read on the server render too).
  const [searchParams] = useSearchParams();

  if (!query.data) {
    if (query.isError) {
      return (
        <PageContainer>
          <LoadFailure error={query.error} what={`product ${productId}`} onRetry={() => void query.refetch()} />
        </PageContainer>
      );
    }
    return <ProductPageSkeleton />;
  }

  const { product, rating, reviews } = query.data;
  const variant = chosenVariant(product.variants, choiceFromParams(product.options, searchParams));
  const ownReview = user ? reviews.find((review) => review.customerId === user.id) : undefined;

  return (
    <PageContainer>
      <title>{`${product.name} · Oja`}</title>
      <Breadcrumb product={product} />
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery
          images={product.images}
          name={product.name}
          soldOut={(variant ?? product).stockQuantity <= 0}
          activeImage={variant?.image ?? null}
        />
        <ProductSummary data={query.data} />
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section id="reviews" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading" className="mb-4 text-xl font-bold text-stone-900">
            {catalogUi.reviewsHeading} <span className="font-normal text-stone-500">({rating.count})</span>
          </h2>
          <RatingBreakdown rating={rating} />
          <ReviewList reviews={reviews} currentUserId={user?.id} />
        </section>
        <section aria-labelledby="write-review-heading">
          <h2 id="write-review-heading" className="mb-4 text-xl font-bold text-stone-900">
            {catalogUi.writeReviewHeading}
          </h2>
          <WriteReview productId={product.id} user={user} sessionPending={sessionPending} ownReview={ownReview} />
        </section>
      </div>

      <RelatedProducts
        key={product.id}
        productId={product.id}
        store={{ name: product.storeName, href: paths.store.href(product.storeSlug) }}
        category={product.category && { name: product.category.name, href: paths.category.href(product.category.slug) }}
      />
    </PageContainer>
  );
}

/**
 * Home / category / product. On a phone it is one row of 44 px targets: the category's name is cut
 * to fit, and the product's own name is left to the heading just below.
 */
function Breadcrumb({ product }: { product: ProductPageData['product'] }) {
  return (
    <nav aria-label={catalogUi.breadcrumb} className="mb-2 text-sm text-stone-600 md:mb-4">
      <ol className="flex min-w-0 items-center gap-x-2 gap-y-1 md:flex-wrap">
        <li className="shrink-0">
          <Link to={paths.home.href()} className={linkClass}>
            {catalogUi.home}
          </Link>
        </li>
        {product.category && (
          <li className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            <Link to={paths.category.href(product.category.slug)} className={`${linkClass} min-w-0`}>
              <span className="truncate">{product.category.name}</span>
            </Link>
          </li>
        )}
        <li className="hidden min-w-0 items-center gap-2 md:flex">
          <span aria-hidden="true">/</span>
          <span aria-current="page" className="truncate text-stone-800">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function ProductSummary({ data }: { data: ProductPageData }) {
  const { product, rating } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = choiceFromParams(product.options, searchParams);
  const variant = chosenVariant(product.variants, choice);
  const missing = firstMissing(product.options, choice);
  // A product with options sells its chosen variant: its stock and price (docs/product.md#variants).
  const stock = Math.max(0, variant ? variant.stockQuantity : product.stockQuantity);
  const priceKobo = variant?.priceKobo ?? product.priceKobo;
  const from =
    !variant && product.variantMinPriceKobo !== null && product.variantMinPriceKobo !== product.variantMaxPriceKobo;
  const soldOut = stock === 0;
  const [chosen, setChosen] = useState(1);
  // Stock may have dropped since the number was chosen (a refetch): keep it within 1..stock.
  const quantity = clampQuantity(chosen, 1, Math.max(stock, 1));

  const choose = (index: number, value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(optionParam(product.options[index]!), value);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const askForMissing = () => {
    const index = product.options.findIndex((o) => o === missing);
    document.querySelector<HTMLButtonElement>(`[data-option="${index}"] button`)?.focus();
    toast.info(catalogUi.chooseOption(missing!.name));
  };

  const add = () => {
    const result = addToCart(
      toCartProduct(variant ? { ...product, priceKobo, stockQuantity: variant.stockQuantity } : product, variant),
      quantity,
    );
    if (result.added === 0) toast.info(catalogUi.cartHasAllStock(stock));
    else if (result.added < quantity)
      toast.success(messages.catalog.addedToCart, { description: catalogUi.cartNowHasAllStock(stock) });
    else toast.success(messages.catalog.addedToCart);
  };

  return (
    <div className="min-w-0">
      <div className="flex items-start gap-3">
        <h1 className="min-w-0 flex-1 break-words text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {product.name}
        </h1>
        <SaveControlSlot product={product} place="page" />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        <Stars stars={starsForAverage(rating.average)} size={18} decorative />
        {rating.count > 0 && rating.average != null ? (
          <a href="#reviews" className={linkClass}>
            <span aria-hidden="true">
              {formatAverage(rating.average)} · {catalogUi.reviewCount(rating.count)}
            </span>
            <span className="sr-only">{catalogUi.ratedOutOf(formatAverage(rating.average), rating.count)}</span>
          </a>
        ) : (
          <span>{catalogUi.noRatingsYet}</span>
        )}
      </div>
      <p className="mt-4 text-3xl font-bold tabular-nums text-emerald-800">
        {from ? catalogUi.priceFrom(formatNaira(product.variantMinPriceKobo!)) : formatNaira(priceKobo)}
      </p>
      {/* Sold out, the picture and the control below say "Out of Stock". */}
      {!soldOut && <p className="mt-1 text-sm font-medium text-stone-600">{catalogUi.inStock(stock)}</p>}
      {product.options.length > 0 && (
        <VariantPicker options={product.options} variants={product.variants} choice={choice} onChoose={choose} />
      )}
      {product.description && (
        <p className="mt-4 max-w-prose whitespace-pre-line break-words text-stone-700">{product.description}</p>
      )}
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="text-stone-500">{catalogUi.soldBy}</dt>
          <dd>
            <Link to={paths.store.href(product.storeSlug)} className={linkClass}>
              {product.storeName}
            </Link>
          </dd>
        </div>
        {product.category && (
          <div className="flex flex-wrap items-center gap-x-2">
            <dt className="text-stone-500">{catalogUi.category}</dt>
            <dd>
              <Link to={paths.category.href(product.category.slug)} className={linkClass}>
                {product.category.name}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-6">
        {missing ? (
          <Button
            size="lg"
            variant="secondary"
            onClick={askForMissing}
            className="min-w-0 flex-1 whitespace-nowrap px-4 sm:flex-none sm:px-6"
          >
            {catalogUi.chooseOption(missing.name)}
          </Button>
        ) : soldOut ? (
          // Sold out: a plainly disabled control, grey and outlined, never the green of Add to Cart.
          <button
            type="button"
            disabled
            className={`${unavailableButtonClasses} h-12 min-w-0 flex-1 px-6 text-base sm:flex-none`}
          >
            {messages.catalog.outOfStock}
          </button>
        ) : (
          <>
            <QuantityStepper value={quantity} min={1} max={mostInOneLine(stock)} onChange={setChosen} />
            <Button size="lg" onClick={add} className="min-w-0 flex-1 whitespace-nowrap px-4 sm:flex-none sm:px-6">
              <CartIcon size={20} />
              {catalogUi.addToCart}
            </Button>
          </>
        )}
      </div>
      <DeliveryEstimate days={product.deliveryDays} storeName={product.storeName} />
    </div>
  );
}
