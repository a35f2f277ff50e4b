import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';

export type Photo = { id: string; thumbUrl: string; url: string; width: number; height: number };

/**
 * A row of small photos (a return request's); each is a button that opens the photo large in a
 * dialog (focus trapped, Escape closes, focus returns to the thumbnail). `label` names the set:
 * "Photos from the customer" — each photo is "… 1 of 2".
 */
export function PhotoThumbnails({ photos, label }: { photos: readonly Photo[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? null : photos[open];
  const nameOf = (index: number) => `${label}, ${index + 1} of ${photos.length}`;
  return (
    <div>
      <p className="text-xs font-medium text-stone-600">{label}</p>
      <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open ${nameOf(index)}`}
              className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100 hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
            >
              <img
                src={photo.thumbUrl}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="block size-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={shown !== null && shown !== undefined} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/80" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-3 shadow-xl focus:outline-none sm:p-4"
          >
            <div className="flex items-center justify-between gap-3 pb-2">
              <Dialog.Title className="min-w-0 break-words text-sm font-semibold text-stone-900">
                {open !== null && nameOf(open)}
              </Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                className="grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 md:size-9"
              >
                <CloseIcon size={18} />
              </Dialog.Close>
            </div>
            {shown && (
              <img
                src={shown.url}
                alt={open !== null ? nameOf(open) : ''}
                width={shown.width}
                height={shown.height}
                className="mx-auto block h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-lg object-contain"
              />
            )}
            {photos.length > 1 && open !== null && (
              <div className="flex justify-between gap-3 pt-3">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={open === 0}
                  onClick={() => setOpen((i) => (i === null ? i : i - 1))}
                >
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={open === photos.length - 1}
                  onClick={() => setOpen((i) => (i === null ? i : i + 1))}
                >
                  Next
                </Button>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
