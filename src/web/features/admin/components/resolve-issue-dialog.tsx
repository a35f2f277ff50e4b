import { adminUiMessages } from '../messages.ts';
import { NoteDialog } from './note-dialog.tsx';

/**
 * "Mark resolved" (and the other issue actions that need a note): a dialog with one required,
 * labelled note saying how the issue was settled.
 */
export function ResolveIssueDialog({
  issueLabel,
  onResolve,
  actionLabel = 'Mark resolved',
  title = adminUiMessages.resolveTitle,
  noteLabel = adminUiMessages.resolveNoteLabel,
  summary,
}: {
  /** Names the issue for screen readers on the trigger, e.g. "payment LXP-… (Amount does not match)". */
  issueLabel: string;
  onResolve: (note: string) => Promise<unknown>;
  /** The trigger's and the submit button's words ("Mark refunded" records a refund paid by hand). */
  actionLabel?: string;
  title?: string;
  noteLabel?: string;
  /** What the action does, said before the note (e.g. what accepting a short payment costs). */
  summary?: string;
}) {
  return (
    <NoteDialog
      triggerLabel={actionLabel}
      subjectLabel={issueLabel}
      title={title}
      description={
        <>
          {summary && <span className="mb-2 block font-medium text-stone-900">{summary}</span>}
          For {issueLabel}. The note stays with the issue.
        </>
      }
      noteLabel={noteLabel}
      noteHint={adminUiMessages.resolveNoteHint}
      rows={4}
      submitLabel={actionLabel}
      onSubmit={onResolve}
    />
  );
}
