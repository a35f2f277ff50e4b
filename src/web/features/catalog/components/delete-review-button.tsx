import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { catalogUi } from '../messages.ts';

/** The button that opens the delete-review confirmation (the same before and after its code loads). */
export function DeleteReviewButton(props: ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" {...props}>
      <TrashIcon size={16} />
      {catalogUi.deleteReview}
    </Button>
  );
}
