import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session-query.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { SessionError } from './session-error.tsx';
import { RedirectWithNotice } from '../../components/ui/redirect-with-notice.tsx';
import { decideAccess, safeReturnPath, type AccessRule } from './decide-access.ts';

export type ReturnState = { from?: string };

/**
 * Renders `children` only once the session is known and the rule allows it, so protected
 * content never flashes. The page's code (a lazy chunk) is only requested after that.
 */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoading label="Checking your session…" />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;

  const returnTo = safeReturnPath((location.state as ReturnState | null)?.from);
  const decision = decideAccess(rule, session.user, returnTo);
  if (decision.kind === 'allow') return children;
  const state: ReturnState | undefined = decision.keepReturnPath
    ? { from: `${location.pathname}${location.search}` }
    : undefined;
  return <RedirectWithNotice to={decision.to} message={decision.message} state={state} />;
}
