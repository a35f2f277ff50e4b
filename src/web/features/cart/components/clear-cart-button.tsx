import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { cartUi } from '../messages.ts';

/** The Clear cart button; as the dialog's trigger it also takes Radix's ref and aria attributes. */
export function ClearCartButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" {...props}>
      <TrashIcon size={18} />
      {cartUi.clearCart}
    </Button>
  );
}
