/**
 * Texts of the vendor pages that src/shared/messages.ts does not hold (none is one of the product's stated messages).
 * Candidates to move to shared if the server ever needs them.
 */
export const vendorUiMessages = {
  /** Sizes and colours (docs/product.md#variants). */
  variantsButton: 'Sizes & colours',
  variantsTitle: (name: string) => `Sizes & colours of ${name}`,
  variantsIntro:
    'Up to 3 options, e.g. Size: S, M, L and Colour: Red, Black. Each combination gets its own stock, and optionally its own price and picture.',
  variantsSaved: 'Sizes & colours saved',
  variantsAfterAdding: 'Comes in sizes or colours? Add it, then choose Sizes & colours beside it in your products.',
  addOption: 'Add an option',
  removeOption: (n: number) => `Remove option ${n}`,
  optionName: (n: number) => `Option ${n} name`,
  optionValues: (n: number) => `Option ${n} values`,
  optionValuesHint: 'Separate the values with commas',
  samePrice: 'As product',
  productPicture: "Product's picture",
  picture: (n: number) => `Picture ${n}`,
  noCombinations: 'Name an option and give it values to set the stock of each combination.',
  saveVariants: 'Save sizes & colours',
  noOrdersWithStatus: 'No orders with this status.',
  productNameHint: (max: number) => `Up to ${max} characters`,
  storeCreateIntro: 'Give your store a name, and optionally a description, a logo and a banner.',
  storeNameHint: 'Shoppers find your store at an address made from its name.',
  priceRequired: 'Price is required',
  priceInvalid: 'Enter a price in naira, e.g. 1500 or 1500.50',
  priceNegative: 'Price must be at least 0',
  priceTooManyDecimals: 'Use at most 2 decimal places (kobo)',
  priceTooLarge: 'Price is too large',
  stockRequired: 'Stock quantity is required',
  stockInvalid: 'Stock quantity must be a whole number of at least 0',
  stockTooLarge: 'Stock quantity is too large',
  noStoresTitle: 'You have no stores yet',
  noStoresBody: 'Create a store to start selling on Oja.',
  noProductsTitle: 'No products in this store yet',
  noProductsBody: 'Add your first product with the form on this page.',
  storeInactiveNote: 'This store is inactive: shoppers cannot see it or its products until an admin activates it.',
  // The store's settings (docs/product.md#pay-on-delivery).
  storeSettingsHeading: 'Store settings',
  offerPayOnDelivery: 'Offer Pay on delivery',
  offerPayOnDeliveryHint:
    'Customers pay you at the door in cash, by POS or by transfer, and you collect the money yourself. Checkout offers it when every store in the cart does, for orders up to the limit Oja sets.',
  saveStoreSettings: 'Save settings',
  // How long the store takes to deliver (docs/product.md#delivery-estimates).
  deliveryDaysHeading: 'Delivery times',
  deliveryDaysHint:
    'Shoppers see them on your product pages with the delivery fee to their state, e.g. “Delivery to Lagos: ₦1,500.00, 1–2 days”. Left empty, shoppers see Oja’s usual 2–7 days, said to be Oja’s and not yours.',
  usualDays: 'Usually (every state not listed below)',
  statesWithOwnDays: 'States with their own delivery times',
  fewestDays: 'Fewest days',
  mostDays: 'Most days',
  addStateDays: 'A state that is faster or slower',
  chooseState: 'Choose a state',
  addState: 'Add state',
  remove: 'Remove',
  removeStateDays: (state: string) => `Remove the delivery times of ${state}`,
  saveDeliveryDays: 'Save delivery times',
  deliveryDaysSaved: 'Delivery times saved',
  deliveryDaysFailed: (message: string) => `Could not save the delivery times: ${message}`,
} as const;
