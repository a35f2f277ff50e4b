import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../lib/notify.ts';

/** Navigates away and, when there is one, shows why as a toast (the product's "alert"). */
export function RedirectWithNotice({
  to,
  message,
  state,
}: {
  to: string;
  message?: string | undefined;
  state?: unknown;
}) {
  useEffect(() => {
    // The id makes a repeated render (StrictMode, quick re-visits) show one toast, not two.
    if (message) toast.error(message, { id: message });
  }, [message]);
  return <Navigate to={to} replace state={state} />;
}
