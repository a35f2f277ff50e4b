import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { catalogUi } from '../messages.ts';

/** A request the server refused for good (unknown, inactive or malformed): retrying cannot help. */
export function isGone(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * docs/product.md#route-guards: load failures are logged and the user is redirected (to / for
 * category, store and product). A page the server says does not exist redirects at once, without a toast; a network
 * or server failure is logged and offers a retry instead, so a flaky connection does not throw
 * the shopper off the page they asked for.
 */
export function LoadFailure({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  useEffect(() => {
    console.warn(`Failed to load ${what}`, error);
  }, [error, what]);
  if (isGone(error)) return <Navigate to={paths.home.href()} replace />;
  return <RetryPanel onRetry={onRetry} />;
}

export function RetryPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900"
    >
      <p>{catalogUi.loadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {catalogUi.tryAgain}
      </Button>
    </div>
  );
}
