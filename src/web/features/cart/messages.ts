/** Texts of the cart that src/shared/messages.ts does not hold (none is a spec message). */
export const cartUi = {
  cartEmpty: 'Your cart is empty',
} as const;
