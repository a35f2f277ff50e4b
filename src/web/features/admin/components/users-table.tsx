import { useState } from 'react';
import { ROLES, type Role } from '../../../../shared/constants.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { AdminUser } from '../api/list-users.ts';
import { useChangeUserRole } from '../api/change-user-role.ts';
import { useDemotion, type Demotion } from '../api/demotion.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { adminUiMessages as ui } from '../messages.ts';
import { BalanceAmount } from './balance-amount.tsx';

const roleLabel: Record<Role, string> = { customer: 'Customer', vendor: 'Vendor', admin: 'Admin' };

// Below the md breakpoint each row becomes a card; data-label names the cell there.
const cell =
  'block px-4 py-1.5 md:table-cell md:py-3 md:align-middle before:mr-2 before:font-medium before:text-stone-500 before:content-[attr(data-label)] md:before:content-none';

/** A role picked in a row's select, waiting for the admin to confirm it. */
type Proposal = { user: AdminUser; role: Role };

/**
 * All Users (docs/product.md#admin-users): e-mail, name, role, balance for vendors, and a role dropdown per row.
 * Choosing a role only proposes it (an arrow key on a focused select is enough to choose): a
 * dialog names the person and both roles, and nothing is saved until Confirm (docs/product.md#role-changes).
 * Making a seller a customer also names the stores it deactivates and their open orders.
 */
export function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: string }) {
  const changeRole = useChangeUserRole();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  return (
    <>
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">All users and their roles</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Role
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Balance
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Change role
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-200 md:table-row-group">
          {users.map((user) => {
            const selectId = `role-${user.id}`;
            const pending = changeRole.isPending && changeRole.variables.id === user.id;
            return (
              <tr key={user.id} className="block py-2 md:table-row md:py-0">
                <td data-label="Email" className={`${cell} break-all font-medium text-stone-900`}>
                  {user.email}
                  {user.id === currentUserId && <span className="ml-2 text-xs font-normal text-stone-500">(you)</span>}
                </td>
                <td data-label="Name" className={cell}>
                  {user.fullName}
                </td>
                <td data-label="Role" className={cell}>
                  {roleLabel[user.role]}
                </td>
                <td data-label="Balance" className={`${cell} tabular-nums md:text-right`}>
                  {user.availableBalanceKobo === null ? '—' : <BalanceAmount kobo={user.availableBalanceKobo} />}
                </td>
                <td data-label="Change role" className={`${cell} md:w-44`}>
                  <label htmlFor={selectId} className="sr-only">
                    Role for {user.email}
                  </label>
                  <select
                    id={selectId}
                    value={proposal?.user.id === user.id ? proposal.role : user.role}
                    disabled={pending}
                    onChange={(event) => {
                      const role = event.target.value as Role;
                      setProposal(role === user.role ? null : { user, role });
                    }}
                    className="h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60"
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel[role]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {proposal && (
        <RoleChangeDialog
          proposal={proposal}
          isSelf={proposal.user.id === currentUserId}
          onClose={() => setProposal(null)}
          onConfirm={(confirmOpenOrders) =>
            changeRole.mutateAsync({ id: proposal.user.id, role: proposal.role, confirmOpenOrders })
          }
        />
      )}
    </>
  );
}

const sells = (role: Role) => role === 'vendor' || role === 'admin';

/** What the seller holds, said before the admin confirms: it stays theirs after the change. */
function DemotionMoney({ money }: { money: Demotion['money'] }) {
  const parts = [
    money.availableKobo > 0 && ui.demotionMoneyAvailable(formatNaira(money.availableKobo)),
    money.pendingKobo > 0 && ui.demotionMoneyPending(formatNaira(money.pendingKobo)),
    money.requestedKobo > 0 && ui.demotionMoneyRequested(formatNaira(money.requestedKobo)),
    money.processingKobo > 0 && ui.demotionMoneyProcessing(formatNaira(money.processingKobo)),
  ].filter((part): part is string => Boolean(part));
  return (
    <>
      {money.totalKobo > 0 && (
        <div
          className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900"
          data-testid="demotion-money"
        >
          <p className="font-medium">{ui.demotionMoney(formatNaira(money.totalKobo))}</p>
          {parts.length > 1 && <p className="mt-1">{ui.demotionMoneyParts(parts)}</p>}
        </div>
      )}
      {money.owedKobo > 0 && (
        <p className="mt-2 font-medium text-red-700">{ui.demotionOwes(formatNaira(money.owedKobo))}</p>
      )}
    </>
  );
}

/**
 * The confirmation of a proposed role. Making a seller a customer also deactivates their stores
 * (docs/product.md#role-changes): the dialog first reads how many stores stop selling and how many orders are still
 * open, says so, and confirms with that number, which the server checks is still the current one.
 */
function RoleChangeDialog({
  proposal,
  isSelf,
  onClose,
  onConfirm,
}: {
  proposal: Proposal;
  isSelf: boolean;
  onClose: () => void;
  onConfirm: (confirmOpenOrders: number | undefined) => Promise<unknown>;
}) {
  const demotes = sells(proposal.user.role) && !sells(proposal.role);
  const demotion = useDemotion(proposal.user.id, demotes);
  const impact = demotes ? demotion.data : undefined;
  const stores = impact?.activeStores ?? 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={ui.confirmRoleTitle(proposal.user.fullName || proposal.user.email, proposal.role)}
      description={
        <>
          <p>{ui.confirmRoleBody(proposal.user.role, proposal.role)}</p>
          {isSelf && proposal.user.role === 'admin' && <p className="mt-2">{ui.confirmOwnAdminRole}</p>}
          {demotes &&
            (demotion.isError ? (
              <p className="mt-2 font-medium text-red-700">{demotion.error.message}</p>
            ) : !impact ? (
              <p className="mt-2">{ui.demotionChecking}</p>
            ) : (
              <>
                <p className="mt-2">{ui.demotionStores(impact.activeStores)}</p>
                <p className={`mt-2 ${impact.openOrders > 0 ? 'font-medium text-amber-800' : ''}`}>
                  {impact.openOrders > 0 ? ui.demotionOpenOrders(impact.openOrders) : ui.demotionNoOpenOrders}
                </p>
                {impact.activeStores > 0 && <p className="mt-2">{ui.demotionNotUndone}</p>}
                <DemotionMoney money={impact.money} />
              </>
            ))}
        </>
      }
      confirmLabel={demotes && stores > 0 ? ui.demoteConfirm : 'Confirm'}
      confirmVariant={demotes && stores > 0 ? 'danger' : 'primary'}
      confirmDisabled={demotes && !impact}
      onConfirm={() => onConfirm(impact?.openOrders)}
    />
  );
}
