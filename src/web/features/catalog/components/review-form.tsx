import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { REVIEW_RATING_DEFAULT } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import type { ProductReview } from '../api/get-product-page.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { catalogUi } from '../messages.ts';
import type { SessionUser } from '../../../lib/session-query.ts';
import { paths } from '../../../lib/paths.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { StarRatingInput } from './star-rating-input.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/** The server's limit for a comment (reviewInputSchema). */
const COMMENT_MAX_LENGTH = 2000;

/**
 * Write a Review (docs/product.md#reviews): signed out, "Please sign in to leave a review" and a
 * link that comes back here after signing in. Signed in: rating 1–5 (default 5) and an optional
 * comment. One review per customer: an earlier one is prefilled and will be replaced, or deleted
 * after a confirmation.
 * While the session is not known yet (the server's HTML, hydration), a neutral placeholder of the
 * form's shape: neither a signed-out prompt that a signed-in shopper would see flash, nor a form.
 */
export function WriteReview({
  productId,
  user,
  sessionPending,
  ownReview,
}: {
  productId: string;
  user: SessionUser | null;
  sessionPending: boolean;
  ownReview: ProductReview | undefined;
}) {
  const location = useLocation();
  if (sessionPending) return <ReviewFormPlaceholder />;
  if (!user) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-4 sm:px-5">
        <p className="text-stone-700">{messages.reviews.signInToReview}</p>
        <ButtonLink
          to={paths.signIn.href()}
          state={{ from: `${location.pathname}${location.search}` }}
          variant="secondary"
          size="sm"
        >
          {catalogUi.signInLink}
        </ButtonLink>
      </div>
    );
  }
  // Keyed by the saved review, so the form shows what the server kept after each submit.
  return (
    <ReviewForm
      key={ownReview ? `${ownReview.id}-${ownReview.createdAt}` : 'new'}
      productId={productId}
      ownReview={ownReview}
    />
  );
}

function ReviewFormPlaceholder() {
  return (
    <div
      role="status"
      aria-label={catalogUi.loadingReviewForm}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <span className="sr-only">{catalogUi.loadingReviewForm}</span>
      <div aria-hidden="true" className="space-y-4">
        <div className={`h-5 w-28 rounded ${skeletonBlock}`} />
        <div className={`h-11 w-56 max-w-full rounded-lg ${skeletonBlock}`} />
        <div className={`h-24 w-full rounded-lg ${skeletonBlock}`} />
        <div className={`h-11 w-36 rounded-lg ${skeletonBlock}`} />
      </div>
    </div>
  );
}

function ReviewForm({ productId, ownReview }: { productId: string; ownReview: ProductReview | undefined }) {
  const [rating, setRating] = useState(ownReview?.rating ?? REVIEW_RATING_DEFAULT);
  const [comment, setComment] = useState(ownReview?.comment ?? '');
  const submit = useSubmitReview(productId);
  // In the form, not a toast: offline, a toast's code may not have loaded yet and it would never show.
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = useId();

  return (
    <form
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      aria-describedby={ownReview ? noteId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        submit.mutate(
          { rating, comment },
          {
            onSuccess: () => toast.success(messages.reviews.submitted),
            onError: (error) => setFailure(messages.reviews.submitFailed(error.message)),
          },
        );
      }}
    >
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {ownReview && (
        <p id={noteId} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {catalogUi.reviewWillReplace(formatDate(ownReview.createdAt, { unreadable: '' }))}
        </p>
      )}
      <StarRatingInput value={rating} onChange={setRating} disabled={submit.isPending} />
      <TextAreaField
        label={catalogUi.commentLabel}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        rows={4}
        disabled={submit.isPending}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={submit.isPending}>
          {ownReview ? catalogUi.updateReview : catalogUi.submitReview}
        </Button>
        {ownReview && <DeleteReview productId={productId} />}
      </div>
    </form>
  );
}

/**
 * "Delete my review", confirmed in place (docs/product.md#reviews): the question and its two
 * buttons replace the button, focus moves to "Delete review", and Escape or "Keep it" puts the
 * button back with focus on it. (No modal: its code would join every shopper's first download.)
 */
function DeleteReview({ productId }: { productId: string }) {
  const [asking, setAsking] = useState(false);
  const [backToButton, setBackToButton] = useState(false);
  const remove = useDeleteReview(productId);
  const questionId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (backToButton) opener.current?.focus();
  }, [asking, backToButton]);
  const keep = () => {
    setAsking(false);
    setBackToButton(true);
  };

  if (!asking) {
    return (
      <Button
        ref={opener}
        variant="ghost"
        onClick={() => setAsking(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <TrashIcon size={16} />
        {catalogUi.deleteReview}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !remove.isPending) keep();
      }}
      className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-3"
    >
      <p id={questionId} className="w-full text-sm text-red-900">
        <strong>{catalogUi.deleteReviewTitle}</strong> {catalogUi.deleteReviewBody}
      </p>
      <Button
        ref={confirm}
        variant="danger"
        size="sm"
        pending={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(catalogUi.reviewDeleted),
            onError: (error) => toast.error(catalogUi.reviewDeleteFailed(error.message)),
          })
        }
      >
        {catalogUi.deleteReviewConfirm}
      </Button>
      <Button variant="secondary" size="sm" onClick={keep} disabled={remove.isPending}>
        {catalogUi.keepReview}
      </Button>
    </div>
  );
}
