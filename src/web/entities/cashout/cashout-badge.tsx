import type { CashoutStatus } from '../../../shared/constants.ts';
import { ToneBadge, type BadgeTone } from '../../components/ui/status-badge.tsx';

/** How each cashout status reads (docs/product.md#cashout-status), for the vendor and the admin alike. */
export const cashoutStatusLook: Record<CashoutStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'yellow', label: 'Pending' },
  processing: { tone: 'blue', label: 'Processing' },
  paid: { tone: 'green', label: 'Paid' },
  failed: { tone: 'red', label: 'Failed' },
  rejected: { tone: 'grey', label: 'Rejected' },
};

/** A cashout's status in colour and always in words. */
export function CashoutStatusBadge({ status, className = '' }: { status: CashoutStatus; className?: string }) {
  return (
    <ToneBadge tone={cashoutStatusLook[status].tone} className={className}>
      {cashoutStatusLook[status].label}
    </ToneBadge>
  );
}
