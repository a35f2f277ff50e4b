import { ToneBadge, type BadgeTone } from '../../../../components/ui/status-badge.tsx';
import type { CashoutStatus } from '../../../../../shared/constants.ts';

const look: Record<CashoutStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'yellow', label: 'Pending' },
  completed: { tone: 'green', label: 'Completed' },
  rejected: { tone: 'red', label: 'Rejected' },
};

/** docs/product.md#cashout-status: colours — pending yellow, completed green, rejected red — always with the word. */
export function CashoutStatusBadge({ status }: { status: CashoutStatus }) {
  return <ToneBadge tone={look[status].tone}>{look[status].label}</ToneBadge>;
}
