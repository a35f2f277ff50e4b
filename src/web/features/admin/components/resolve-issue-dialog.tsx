import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { messages } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { isApiError } from '../../../lib/api.ts';
import { adminUiMessages } from '../messages.ts';

/** The server's limit on a resolution note (POST /api/admin/payment-issues/:id/resolve). */
const NOTE_MAX_LENGTH = 500;

/**
 * "Mark resolved": a small dialog with one required, labelled note saying how the issue was
 * settled. An empty note is refused here with the server's own words; the server's field error
 * (400) shows under the note, and any other failure is the caller's toast and closes nothing.
 */
export function ResolveIssueDialog({
  issueLabel,
  onResolve,
}: {
  /** Names the issue for screen readers on the trigger, e.g. "payment LXP-… (Amount does not match)". */
  issueLabel: string;
  onResolve: (note: string) => Promise<unknown>;
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
      await onResolve(trimmed);
      setOpen(false);
      setNote('');
      setError(undefined);
    } catch (failure) {
      if (isApiError(failure, 400) && failure.fields.note) setError(failure.fields.note);
      // Someone else resolved it first: nothing left to write here (the caller's toast says so).
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
        <Button variant="secondary" size="sm" className="flex-1 whitespace-nowrap sm:flex-none">
          Mark resolved<span className="sr-only"> for {issueLabel}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-stone-900">{adminUiMessages.resolveTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 break-words text-sm text-stone-600">
            For {issueLabel}. The note stays with the issue.
          </Dialog.Description>
          <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <TextAreaField
              label={adminUiMessages.resolveNoteLabel}
              hint={adminUiMessages.resolveNoteHint}
              name="note"
              required
              rows={4}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              error={error}
              onChange={(event) => {
                setNote(event.target.value);
                if (error) setError(undefined);
              }}
            />
            <FormDialogActions pending={pending} submitLabel="Mark resolved" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
