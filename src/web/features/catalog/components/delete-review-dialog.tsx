import { toast } from '../../../lib/notify.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteReview } from '../api/delete-review.ts';
import { catalogUi } from '../messages.ts';
import { DeleteReviewButton } from './delete-review-button.tsx';

/**
 * "Delete my review" and its confirmation (docs/product.md#reviews). Loaded on the button's first
 * press, so the dialog's code is no part of the product page's first view.
 */
export default function DeleteReviewDialog({ productId, defaultOpen }: { productId: string; defaultOpen: boolean }) {
  const remove = useDeleteReview(productId);
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      title={catalogUi.deleteReviewTitle}
      description={catalogUi.deleteReviewBody}
      confirmLabel={catalogUi.deleteReviewConfirm}
      onConfirm={() =>
        remove.mutateAsync(undefined, {
          onSuccess: () => toast.success(catalogUi.reviewDeleted),
          onError: (error) => toast.error(catalogUi.reviewDeleteFailed(error.message)),
        })
      }
      trigger={<DeleteReviewButton />}
    />
  );
}
