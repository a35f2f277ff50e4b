import type { Role } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../lib/paths.ts';

/** Who may see a route, and where everyone else goes (docs/product.md#route-guards). */
export type AccessRule =
  { kind: 'signedOutOnly' } | { kind: 'signedIn'; roles?: readonly Role[]; denied?: { to: string; message?: string } };

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; message?: string; keepReturnPath?: boolean };

export const accessRules = {
  signedOutOnly: { kind: 'signedOutOnly' },
  signedIn: { kind: 'signedIn' },
  vendorOrAdmin: {
    kind: 'signedIn',
    roles: ['vendor', 'admin'],
    denied: { to: paths.home.href(), message: messages.access.vendorRequired },
  },
  // A customer who wants a store is sent to the vendor application rather than left at home.
  storeCreator: {
    kind: 'signedIn',
    roles: ['vendor', 'admin'],
    denied: { to: paths.upgradeVendor.href(), message: messages.access.vendorAccountToCreateStore },
  },
  admin: {
    kind: 'signedIn',
    roles: ['admin'],
    denied: { to: paths.home.href(), message: messages.access.adminRequired },
  },
  // The vendor application is for customers; vendors and admins already are one (without a message).
  customerOnly: {
    kind: 'signedIn',
    roles: ['customer'],
    denied: { to: paths.dashboard.href() },
  },
} as const satisfies Record<string, AccessRule>;

/**
 * Decides one route visit. `returnTo` is where a signed-out-only page (sign in) goes once the
 * person is signed in: the protected page they first asked for, else home.
 */
export function decideAccess(rule: AccessRule, user: { role: Role } | null, returnTo?: string): AccessDecision {
  if (rule.kind === 'signedOutOnly') {
    return user ? { kind: 'redirect', to: returnTo ?? paths.home.href() } : { kind: 'allow' };
  }
  if (!user) return { kind: 'redirect', to: paths.signIn.href(), keepReturnPath: true };
  if (rule.roles && !rule.roles.includes(user.role)) {
    const denied = rule.denied ?? { to: paths.home.href() };
    return { kind: 'redirect', to: denied.to, ...(denied.message ? { message: denied.message } : {}) };
  }
  return { kind: 'allow' };
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot bounce elsewhere. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return undefined;
  return value;
}
