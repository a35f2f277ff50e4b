/**
 * Texts of the shopper catalog pages that src/shared/messages.ts does not hold (none is one of
 * the product's stated messages; those stay in shared/messages.ts under `catalog` and `reviews`).
 */
/** "1 review", "12 reviews", "1,204 reviews". */
const countReviews = (n: number) => (n === 1 ? '1 review' : `${n.toLocaleString('en-NG')} reviews`);

export const catalogUi = {
  addToCart: 'Add to Cart',
  /** Add to Cart until every option is chosen (docs/product.md#variants): "Choose a size". */
  chooseOption: (name: string) => `Choose a ${name.toLowerCase()}`,
  chooseOptions: 'Choose options',
  priceFrom: (price: string) => `from ${price}`,
  inStock: (n: number) => `${n} in stock`,
  soldBy: 'Sold by',
  // The delivery estimate (docs/product.md#delivery-estimates).
  deliveryHeading: 'Delivery',
  deliverTo: 'Deliver to',
  chooseYourState: 'Choose your state',
  chooseStateForEstimate: 'Choose your state to see the delivery fee and time.',
  /** Before the fee and the days: "Delivery to Lagos: ₦1,500.00, 1–2 days" (Oja's usual days when the store has not said its own). */
  deliveryToState: (state: string) => `Delivery to ${state}:`,
  oneFeePerStoreOrder: (storeName: string) => `One delivery fee per order from ${storeName}, however many items.`,
  /** Oja's usual days, where the store has set none for the state: "usually 2–7 days". */
  usualDeliveryDays: (days: string) => `usually ${days}`,
  storeHasNoDeliveryDays: (storeName: string, days: string) =>
    `${storeName} has not set its own delivery times; ${days} is how long deliveries on Oja usually take.`,
  cartHasAllStock: (stock: number) => `Your cart already holds all ${stock} in stock.`,
  cartNowHasAllStock: (stock: number) => `Your cart now holds all ${stock} in stock.`,

  sortBy: 'Sort by',
  inStockOnly: 'In stock only',
  noneInStock: 'Nothing here is in stock right now.',
  showAll: 'Show out-of-stock products too',

  loadMore: 'Load more',
  showingOf: (shown: number, total: number | string) => `Showing ${shown} of ${total}`,
  /** A category past the server's count cap: "1,000+ products found". */
  productsFoundAtLeast: (count: string) => `${count} products found`,
  loadingProducts: 'Loading products…',
  loadingProduct: 'Loading product…',
  loadFailed: 'We could not load this page. Check your connection and try again.',
  tryAgain: 'Try again',

  noCategoriesYet: 'Categories will appear here once the marketplace adds them.',
  homeNoProductsHint: 'New products from our sellers will show up here.',
  productsHeading: 'Products',

  storeProductCount: (n: number | string) => (n === 1 ? '1 product' : `${n} products`),
  noStoreProducts: 'This store has no products yet',
  storeLogoAlt: (name: string) => `${name} logo`,

  searchHeading: (query: string) => `Results for “${query}”`,
  searchUnavailable: 'Search is unavailable right now. Please try again in a moment.',
  searchTabsLabel: 'Search results',
  noProductsFound: (query: string) => `No products match “${query}”.`,
  noCategoriesFound: (query: string) => `No categories match “${query}”.`,
  noStoresFound: (query: string) => `No stores match “${query}”.`,

  reviewCount: countReviews,
  /** What a screen reader says for a rating: "Rated 4.5 out of 5, 12 reviews". */
  ratedOutOf: (average: string, count: number) => `Rated ${average} out of 5, ${countReviews(count)}`,
  ratingBreakdown: 'Rating breakdown',
  starsRow: (stars: number, count: number) => `${stars === 1 ? '1 star' : `${stars} stars`}: ${countReviews(count)}`,
  deleteReview: 'Delete my review',
  deleteReviewTitle: 'Delete your review?',
  deleteReviewBody: 'Your rating and comment are removed from this product.',
  deleteReviewConfirm: 'Delete review',
  keepReview: 'Keep it',
  reviewDeleted: 'Your review was deleted.',
  reviewDeleteFailed: (msg: string) => `Could not delete your review: ${msg}`,
  moreFromStore: 'More from this store',
  similarItems: 'Similar items',
  seeAll: 'See all',
  seeAllOf: (where: string) => `See all of ${where}`,
  loadingRelated: 'Loading more products…',
  noRatingsYet: 'No reviews yet',
  reviewsHeading: 'Customer Reviews',
  noReviewsYet: 'No reviews yet. Be the first to review this product.',
  writeReviewHeading: 'Write a Review',
  signInLink: 'Sign in',
  loadingReviewForm: 'Loading the review form',
  ratingLegend: 'Your rating',
  starOption: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  commentLabel: 'Comment (optional)',
  submitReview: 'Submit Review',
  updateReview: 'Update Review',
  reviewWillReplace: (date: string) => `You reviewed this product on ${date}. Submitting again replaces your review.`,
  yourReview: 'Your review',
  readMore: 'Read more',
  readLess: 'Read less',

  galleryLabel: 'Product images',
  showImage: (i: number, n: number) => `Show image ${i} of ${n}`,
  imageAlt: (name: string, i: number, n: number) => (n > 1 ? `${name}, image ${i} of ${n}` : name),
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageCounter: (i: number, n: number) => `${i} / ${n}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  closeZoom: 'Close',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  category: 'Category',
} as const;
