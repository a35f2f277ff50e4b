import type { AccountNameVerdict } from '../../../../shared/account-name.ts';
import { messages } from '../../../../shared/messages.ts';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';

/**
 * The account holder's name the bank gave (through the payout provider) beside the one the seller
 * typed (docs/product.md#bank-details): "Name does not match" in red, in words, when they differ;
 * "Not checked" when the provider could not be asked.
 */
export function AccountNameCheck({
  resolvedName,
  verdict,
}: {
  resolvedName: string | null;
  verdict: AccountNameVerdict;
}) {
  if (verdict === 'not_checked') {
    return (
      <span className="block" data-testid="account-name-check" data-verdict={verdict}>
        <span className="text-stone-500">Name at the bank: </span>
        <ToneBadge tone="grey">{messages.bankDetails.notChecked}</ToneBadge>
      </span>
    );
  }
  return (
    <span className="block" data-testid="account-name-check" data-verdict={verdict}>
      <span className="text-stone-500">Name at the bank: </span>
      <span className="break-words font-medium text-stone-900">{resolvedName}</span>
      {verdict === 'mismatch' ? (
        <ToneBadge tone="red" className="ml-1.5 align-middle">
          {messages.bankDetails.nameMismatch}
        </ToneBadge>
      ) : (
        <ToneBadge tone="green" className="ml-1.5 align-middle">
          Matches
        </ToneBadge>
      )}
    </span>
  );
}
