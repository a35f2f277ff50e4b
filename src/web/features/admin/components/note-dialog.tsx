import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { messages } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { isApiError } from '../../../lib/api.ts';

/** The server's limit on an admin's note (payment issues and stuck payouts alike). */
const NOTE_MAX_LENGTH = 500;

/**
 * An admin action that needs a note saying what they checked: a button that opens a dialog with
 * one required, labelled note. An empty note is refused here with the server's own words; the
 * server's field error (400) shows under the note; a 409 (someone else acted first) closes it, and
 * any failure is the caller's toast.
 */
export function NoteDialog({
  triggerLabel,
  subjectLabel,
  triggerVariant = 'secondary',
  title,
  description,
  noteLabel,
  noteHint,
  rows,
  submitLabel,
  onSubmit,
}: {
  triggerLabel: string;
  /** Names what the trigger acts on for screen readers, e.g. "payment LXP-… (Amount does not match)". */
  subjectLabel: string;
  triggerVariant?: 'primary' | 'secondary';
  title: string;
  description: ReactNode;
  noteLabel: string;
  noteHint: string;
  rows: number;
  submitLabel: string;
  onSubmit: (note: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    if (!trimmed) {
      setError(messages.paymentIssues.noteRequired);
      return;
    }
    setPending(true);
    try {
      await onSubmit(trimmed);
      setOpen(false);
      setNote('');
      setError(undefined);
    } catch (failure) {
      if (isApiError(failure, 400) && failure.fields.note) setError(failure.fields.note);
      else if (isApiError(failure, 409)) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant} size="sm" className="flex-1 whitespace-nowrap sm:flex-none">
          {triggerLabel}
          <span className="sr-only"> for {subjectLabel}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 break-words text-sm text-stone-600">{description}</Dialog.Description>
          <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <TextAreaField
              label={noteLabel}
              hint={noteHint}
              name="note"
              required
              rows={rows}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              error={error}
              onChange={(event) => {
                setNote(event.target.value);
                if (error) setError(undefined);
              }}
            />
            <FormDialogActions pending={pending} submitLabel={submitLabel} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
