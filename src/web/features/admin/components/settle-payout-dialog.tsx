import { NoteDialog } from './note-dialog.tsx';
import type { SettleStuckPayoutInput } from '../api/payout-attention.ts';

type Action = SettleStuckPayoutInput['action'];

/** What each way of settling a stuck payout says before the admin confirms it (decision 0018). */
const LOOK: Record<Action, { trigger: string; title: string; body: string; submit: string }> = {
  paid: {
    trigger: 'Mark paid',
    title: 'Mark this payout paid?',
    body: 'Only after the provider’s dashboard shows this transfer paid to the seller. The cashout becomes Paid.',
    submit: 'Mark paid',
  },
  returned: {
    trigger: 'Not sent: return the money',
    title: 'Return the money to the seller?',
    body: 'Only after the provider’s dashboard shows no such transfer. The amount goes back to the seller’s balance, once, and they may ask again.',
    submit: 'Return the money',
  },
  resend: {
    trigger: 'Send again',
    title: 'Send this payout again?',
    body: 'Only after the provider’s dashboard shows no such transfer (an abandoned one will never be paid). Oja sends it again, under a new reference when the old one may have reached the provider.',
    submit: 'Send again',
  },
};

/** One way of settling a stuck payout: a button that opens a dialog asking for the admin's note. */
export function SettlePayoutDialog({
  action,
  payoutLabel,
  onSettle,
}: {
  action: Action;
  payoutLabel: string;
  onSettle: (note: string) => Promise<unknown>;
}) {
  const look = LOOK[action];
  return (
    <NoteDialog
      triggerLabel={look.trigger}
      subjectLabel={payoutLabel}
      triggerVariant={action === 'resend' ? 'primary' : 'secondary'}
      title={look.title}
      description={`For ${payoutLabel}. ${look.body}`}
      noteLabel="What you checked"
      noteHint="Kept with the payout, e.g. what the provider’s dashboard shows"
      rows={3}
      submitLabel={look.submit}
      onSubmit={onSettle}
    />
  );
}
