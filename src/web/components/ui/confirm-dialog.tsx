import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-styles.ts';

type ConfirmDialogProps = {
  /**
   * The button that opens the dialog; focus returns to it when the dialog closes. Without one, the
   * caller opens the dialog through `open` (e.g. when a select proposes a change) and focus returns
   * to whatever had it when the dialog opened.
   */
  trigger?: ReactElement;
  /** Controlled mode: the caller says when the dialog is open … */
  open?: boolean;
  /** … and hears when it closes (Cancel, Escape, or after onConfirm settles). */
  onOpenChange?: (open: boolean) => void;
  /** The confirm button's look: red for destructive changes (the default), primary otherwise. */
  confirmVariant?: ButtonVariant;
  /** The question, e.g. "Are you sure you want to delete this product?". */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** The confirm button cannot be pressed yet (e.g. while what it would do is still being read). */
  confirmDisabled?: boolean;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open (buttons busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  /**
   * Where focus goes when the dialog closes; by default back to the trigger. Call
   * `event.preventDefault()` and focus something else when the confirmed action removed the trigger.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Open from the start (when the dialog's code was loaded on the trigger's first press). */
  defaultOpen?: boolean;
};

/**
 * A confirmation as an accessible alert dialog (Radix): focus is trapped inside, Escape and
 * Cancel close it, and the safe choice (Cancel) has focus first.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  confirmVariant = 'danger',
  title,
  description,
  confirmLabel,
  confirmDisabled = false,
  cancelLabel = 'Cancel',
  onConfirm,
  onCloseAutoFocus,
  defaultOpen = false,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [pending, setPending] = useState(false);
  // With no trigger, Radix has nowhere to send focus back to; remember what had it.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports failures (a toast); the dialog only has to close.
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            if (!trigger)
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (onCloseAutoFocus) return onCloseAutoFocus(event);
            if (trigger) return;
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description asChild>
              <div className="mt-2 break-words text-sm text-stone-600">{description}</div>
            </AlertDialog.Description>
          ) : (
            // Radix wants a description; with none, the title says everything.
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close at once, before the request has finished. */}
            <Button
              variant={confirmVariant}
              pending={pending}
              disabled={confirmDisabled}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
