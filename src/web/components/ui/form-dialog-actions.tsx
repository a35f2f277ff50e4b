import { Dialog } from 'radix-ui';
import { Button } from './button.tsx';

/**
 * The foot of a form in a dialog: Cancel, which closes it, and the submit button. On a phone they
 * stack with the submit button on top, under the thumb; from `sm` up they sit in a row on the right.
 */
export function FormDialogActions({ pending, submitLabel }: { pending: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
