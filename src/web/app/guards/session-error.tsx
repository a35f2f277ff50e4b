import { Button } from '../../components/ui/button.tsx';
import { uiMessages } from '../../lib/ui-messages.ts';

export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-16 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{uiMessages.sessionLoadFailed}</p>
      <p className="mt-1 text-sm text-red-700">{uiMessages.networkError}</p>
      <Button className="mt-4" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
