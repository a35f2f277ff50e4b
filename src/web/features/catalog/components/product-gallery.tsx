import { useState, type KeyboardEvent } from 'react';
import { catalogUi } from '../messages.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { messages } from '../../../../shared/messages.ts';

/**
 * The product's images: the chosen one large in a square box, and with several images a row of
 * thumbnail buttons (Tab to reach them; arrow keys, Home and End move between them). A sold-out
 * product's picture is dimmed under an "Out of Stock" badge, as on its card.
 */
export function ProductGallery({
  images,
  name,
  soldOut = false,
  activeImage = null,
}: {
  images: readonly string[];
  name: string;
  soldOut?: boolean;
  /** A picture to show (a chosen variant's): selected whenever it changes. */
  activeImage?: string | null;
}) {
  const [selected, setSelected] = useState(() => Math.max(0, activeImage ? images.indexOf(activeImage) : 0));
  const [shownActive, setShownActive] = useState(activeImage);
  if (activeImage !== shownActive) {
    setShownActive(activeImage);
    if (activeImage && images.includes(activeImage)) setSelected(images.indexOf(activeImage));
  }
  const count = images.length;
  const index = Math.min(selected, Math.max(0, count - 1));
  const main = images[index];

  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setSelected(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
        {main ? (
          <ResponsiveImage
            key={main}
            src={main}
            kind="product"
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
            width={1000}
            height={1000}
            priority
            alt={catalogUi.imageAlt(name, index + 1, count)}
            className="size-full object-cover"
          />
        ) : (
          <ImagePlaceholder className="size-full" />
        )}
        {soldOut && (
          <div className="absolute inset-0 grid place-items-center bg-stone-900/50">
            <span className="rounded-full bg-white px-4 py-1.5 text-base font-bold text-stone-900 shadow">
              {messages.catalog.outOfStock}
            </span>
          </div>
        )}
      </div>
      {count > 1 && (
        <ul aria-label={catalogUi.galleryLabel} onKeyDown={onThumbKey} className="mt-3 flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                aria-label={catalogUi.showImage(i + 1, count)}
                aria-pressed={i === index}
                onClick={() => setSelected(i)}
                className={
                  'block size-16 overflow-hidden rounded-lg border-2 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:size-20 ' +
                  (i === index ? 'border-emerald-600' : 'border-transparent opacity-80 hover:opacity-100')
                }
              >
                <ResponsiveImage
                  src={image}
                  kind="product"
                  sizes="80px"
                  width={80}
                  height={80}
                  alt=""
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
