import { useState, type FormEvent } from 'react';
import {
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  type ReturnReason,
} from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatNaira } from '../../../../shared/money.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails.tsx';
import { isApiError } from '../../../lib/api.ts';
import { useEscalateReturn, useOpenReturn, useOrderReturn } from '../api/order-return.ts';
import { refundProgressText, returnStatusText } from '../order-text.ts';

/**
 * Returns on a delivered order (docs/product.md#returns): the latest request and its refund, or a
 * form to ask for one while the return window (the store's payout hold) is open.
 */
export function ReturnSection({ orderId }: { orderId: string }) {
  const view = useOrderReturn(orderId);
  const escalate = useEscalateReturn(orderId);
  if (!view.data || !view.data.delivered) return null;
  const { request, windowEndsAt, canOpen } = view.data;
  return (
    <section aria-labelledby={`return-${orderId}`} className="mt-6 border-t border-stone-200 pt-5">
      <h3 id={`return-${orderId}`} className="font-semibold text-stone-900">
        Return
      </h3>
      {request && (
        <div className="mt-2 space-y-1 text-sm text-stone-700">
          <p>
            <span className="font-medium">Request:</span> {returnStatusText[request.status]}
          </p>
          {request.declineReason && <p>Reason given: {request.declineReason}</p>}
          {request.photos.length > 0 && (
            <div className="pt-1">
              <PhotoThumbnails photos={request.photos} label="Your photos" />
            </div>
          )}
          {request.refundKobo !== null && (
            <p>
              Refund of {formatNaira(request.refundKobo)} {refundProgressText(request.refundStatus)}
            </p>
          )}
          {request.status === 'declined' && windowEndsAt && new Date(windowEndsAt) > new Date() && (
            <>
              {escalate.isError && <FormAlert tone="error">{escalate.error.message}</FormAlert>}
              <Button variant="secondary" size="sm" pending={escalate.isPending} onClick={() => escalate.mutate()}>
                Ask Oja to decide
              </Button>
            </>
          )}
        </div>
      )}
      {!windowEndsAt && !request && (
        <p className="mt-2 text-sm text-stone-600">This store pays out at delivery, so there is no return window.</p>
      )}
      {windowEndsAt && !canOpen && !request && (
        <p className="mt-2 text-sm text-stone-600">The return window closed on {formatDate(windowEndsAt)}.</p>
      )}
      {canOpen && windowEndsAt && <ReturnForm orderId={orderId} windowEndsAt={windowEndsAt} items={view.data.items} />}
    </section>
  );
}

function ReturnForm({
  orderId,
  windowEndsAt,
  items,
}: {
  orderId: string;
  windowEndsAt: string;
  items: { orderItemId: string; productName: string; quantity: number; priceKobo: number }[];
}) {
  const open = useOpenReturn(orderId);
  // An order of one line has nothing to choose between: all of it is chosen, to lower if need be.
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    items.length === 1 ? { [items[0]!.orderItemId]: items[0]!.quantity } : {},
  );
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({
      input: {
        items: Object.entries(quantities)
          .filter(([, q]) => q > 0)
          .map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
        reason,
        comment,
      },
      photos,
    });
  };
  // A refused photo is named under the picker; anything else above the form.
  const photoError = isApiError(open.error, 400) ? open.error.fields.photos : undefined;
  const payloadError = isApiError(open.error, 413) ? open.error.message : undefined;
  const commentError = isApiError(open.error, 400) ? open.error.fields.comment : undefined;
  return (
    <form onSubmit={submit} className="mt-2 space-y-3 text-sm" aria-label="Request a return">
      <p className="text-stone-600">You can ask to return items until {formatDate(windowEndsAt)}.</p>
      {open.isError && !photoError && !payloadError && !commentError && (
        <FormAlert tone="error">{open.error.message}</FormAlert>
      )}
      {items.map((item) => (
        <div key={item.orderItemId} className="flex items-center justify-between gap-3">
          <label htmlFor={`q-${item.orderItemId}`} className="min-w-0 break-words text-stone-800">
            {item.productName} ({formatNaira(item.priceKobo)} each, bought {item.quantity})
          </label>
          <input
            id={`q-${item.orderItemId}`}
            type="number"
            min={0}
            max={item.quantity}
            value={quantities[item.orderItemId] ?? 0}
            onChange={(e) => setQuantities({ ...quantities, [item.orderItemId]: Number(e.target.value) })}
            className="w-20 rounded-lg border border-stone-300 px-2 py-2"
          />
        </div>
      ))}
      <SelectField label="Reason" value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)}>
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {RETURN_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Comment"
        value={comment}
        maxLength={1000}
        error={commentError}
        onChange={(e) => setComment(e.target.value)}
      />
      <FilePicker
        label="Photos"
        optional
        files={photos}
        onFilesChange={setPhotos}
        max={MAX_RETURN_PHOTOS}
        noun="photos"
        hint={`Up to ${MAX_RETURN_PHOTOS} photos (${messages.upload.hint} each)`}
        tooManyMessage={messages.returns.tooManyPhotos}
        error={photoError ?? payloadError}
        disabled={open.isPending}
      />
      <Button type="submit" variant="primary" pending={open.isPending} className="w-full sm:w-auto">
        Request a return
      </Button>
    </form>
  );
}
