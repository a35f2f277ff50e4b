/** A review's mark, on the product page and on the seller's Reviews tab. */
export const reviewUi = {
  verifiedPurchase: 'Verified purchase',
  verifiedPurchaseHint: 'The reviewer bought this product on Oja and received it.',
} as const;
