import { ROLES, type Role } from '../../../../shared/constants.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { AdminUser } from '../api/list-users.ts';
import { useChangeUserRole } from '../api/change-user-role.ts';

const roleLabel: Record<Role, string> = { customer: 'Customer', vendor: 'Vendor', admin: 'Admin' };

// Below the md breakpoint each row becomes a card; data-label names the cell there.
const cell = 'block px-4 py-1.5 md:table-cell md:py-3 md:align-middle before:mr-2 before:font-medium before:text-stone-500 before:content-[attr(data-label)] md:before:content-none';

/** All Users (spec §2): e-mail, name, role, balance for vendors, and a role dropdown per row. */
export function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: string }) {
  const changeRole = useChangeUserRole();
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">All users and their roles</caption>
      <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
        <tr>
          <th scope="col" className="px-4 py-3 font-medium">Email</th>
          <th scope="col" className="px-4 py-3 font-medium">Name</th>
          <th scope="col" className="px-4 py-3 font-medium">Role</th>
          <th scope="col" className="px-4 py-3 text-right font-medium">Balance</th>
          <th scope="col" className="px-4 py-3 font-medium">Change role</th>
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
              <td data-label="Name" className={cell}>{user.fullName}</td>
              <td data-label="Role" className={cell}>{roleLabel[user.role]}</td>
              <td data-label="Balance" className={`${cell} tabular-nums md:text-right`}>
                {user.availableBalanceKobo === null ? '—' : formatNaira(user.availableBalanceKobo)}
              </td>
              <td data-label="Change role" className={`${cell} md:w-44`}>
                <label htmlFor={selectId} className="sr-only">
                  Role for {user.email}
                </label>
                <select
                  id={selectId}
                  value={user.role}
                  disabled={pending}
                  onChange={(event) => changeRole.mutate({ id: user.id, role: event.target.value as Role })}
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
  );
}
