/** Texts of the cart that src/shared/messages.ts does not hold (none is one of the product's stated messages). */
export const cartUi = {
  cartEmpty: 'Your cart is empty',
  loading: 'Loading your cart…',
  each: (price: string) => `${price} each`,
  remove: (name: string) => `Remove ${name}`,
  clearCart: 'Clear cart',
  confirmClear: 'Remove everything from your cart?',
  clearWillRemove: (lines: number) =>
    lines === 1 ? 'The product in your cart will be removed.' : `All ${lines} products in your cart will be removed.`,
  notInTotal: 'Not included in your total. Remove it, or keep it for later.',
  changed: 'Some items in your cart have changed since you added them. Please check them before you pay.',
  nothingToBuy: 'None of the items in your cart can be bought right now.',
  quoteFailed: 'We could not check prices and stock just now. They are checked again when you place your order.',
} as const;
