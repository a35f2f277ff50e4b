import { useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { HeldPlatformCredit } from '../../../../shared/platform-credit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TrackingNumber } from '../../../entities/order/tracking-number.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/notify.ts';
import { useDecidePlatformCredit, usePlatformCredit } from '../api/platform-credit.ts';

/**
 * Oja-coupon credit waiting on Needs attention (docs/product.md#needs-attention, decision 0026): a
 * store's platform-funded credit above the daily limit, held from cash-out until an admin releases
 * it to the seller or rejects it with a reason (then it is never paid). Shown only when there is one.
 */
export function HeldPlatformCreditList() {
  const credit = usePlatformCredit();
  if (credit.isPending) return null;
  if (credit.isError) return <FormAlert tone="error">{credit.error.message}</FormAlert>;
  if (credit.data.held.length === 0) return null;
  return (
    <section aria-labelledby="held-credit-heading" className="space-y-3">
      <h3 id="held-credit-heading" className="text-base font-semibold text-stone-900">
        Oja coupon credit over the daily limit
      </h3>
      <p className="text-sm text-stone-600">
        A store may be paid up to {formatNaira(credit.data.dailyLimitKobo)} of Oja coupon discounts in 24 hours; what
        goes over waits here. Release it if the orders look real; reject it if not.
      </p>
      <ul className="space-y-4" aria-label="Held Oja coupon credit, oldest first">
        {credit.data.held.map((held) => (
          <li key={held.entryId}>
            <HeldCreditCard held={held} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeldCreditCard({ held }: { held: HeldPlatformCredit }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useDecidePlatformCredit({
    onSuccess: (_, input) =>
      toast.success(
        input.decision === 'release' ? messages.promotions.creditReleased : messages.promotions.creditRejected,
      ),
    onError: (failure) => {
      if (isApiError(failure, 400) && failure.fields.reason) setError(failure.fields.reason);
      else toast.error(failure.message);
    },
  });
  const label = `${formatNaira(held.amountKobo)} to ${held.storeName}`;
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(messages.promotions.rejectReasonRequired);
    setError(undefined);
    decide.mutate({ entryId: held.entryId, decision: 'reject', reason: reason.trim() });
  };
  return (
    <article
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="held-platform-credit"
      aria-label={`Held Oja coupon credit: ${label}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-stone-900">Oja coupon credit held</h4>
          <p className="text-sm text-stone-600">
            <time dateTime={held.createdAt}>{formatDate(held.createdAt, { length: 'dateTime' })}</time>
          </p>
        </div>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
          {messages.promotions.underReview}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-4">
        <Fact term="Store">{held.storeName}</Fact>
        <Fact term="Amount">
          <span className="font-semibold tabular-nums">{formatNaira(held.amountKobo)}</span>
        </Fact>
        <Fact term="Order">
          <TrackingNumber value={held.trackingNumber} />
        </Fact>
        <Fact term="Coupon">
          <span className="break-all font-mono">{held.couponCode ?? '—'}</span>
        </Fact>
      </dl>
      {rejecting ? (
        <form onSubmit={reject} noValidate className="mt-4 space-y-3 border-t border-stone-100 pt-4">
          <TextAreaField
            label="Why is it rejected?"
            hint="The seller sees this credit as rejected; it is never paid."
            value={reason}
            error={error}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" pending={decide.isPending} aria-label={`Reject credit ${label}`}>
              Reject credit
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          <Button
            pending={decide.isPending}
            aria-label={`Release credit ${label}`}
            onClick={() => decide.mutate({ entryId: held.entryId, decision: 'release' })}
          >
            Release
          </Button>
          <Button variant="secondary" aria-label={`Reject… credit ${label}`} onClick={() => setRejecting(true)}>
            Reject…
          </Button>
        </div>
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{term}</dt>
      <dd className="mt-0.5 break-words text-stone-800">{children}</dd>
    </div>
  );
}
