import { clearCart, getCartItems } from '../../../entities/cart/cart-store.ts';
import { focusPageHeading } from '../../../lib/focus-heading.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { cartUi } from '../messages.ts';
import { ClearCartButton } from './clear-cart-button.tsx';

/** "Clear cart" and its confirmation (docs/product.md#cart: the cart can be cleared explicitly). */
export default function ClearCartDialog({ lines, defaultOpen }: { lines: number; defaultOpen: boolean }) {
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      title={cartUi.confirmClear}
      description={cartUi.clearWillRemove(lines)}
      confirmLabel={cartUi.clearCart}
      onConfirm={async () => clearCart()}
      onCloseAutoFocus={(event) => {
        // Cleared, the button that opened the dialog is gone: the heading takes focus.
        if (getCartItems().length > 0) return;
        event.preventDefault();
        focusPageHeading();
      }}
      trigger={<ClearCartButton />}
    />
  );
}
