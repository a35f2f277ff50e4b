/** Texts of the cart that src/shared/messages.ts does not hold (none is a spec message). */
export const cartUi = {
  cartEmpty: 'Your cart is empty',
  each: (price: string) => `${price} each`,
  remove: (name: string) => `Remove ${name}`,
  clearCart: 'Clear cart',
  confirmClear: 'Remove everything from your cart?',
  clearWillRemove: (lines: number) =>
    lines === 1 ? 'The product in your cart will be removed.' : `All ${lines} products in your cart will be removed.`,
} as const;
