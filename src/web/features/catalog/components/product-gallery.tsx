import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { catalogUi } from '../messages.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ImagePlaceholder } from '../../../components/ui/image-placeholder.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { messages } from '../../../../shared/messages.ts';
import { useSnapStrip } from './use-snap-strip.ts';

// The zoom is code only a shopper who taps a picture needs: it stays out of the product page's chunk.
const loadZoom = () => import('./product-zoom-dialog.tsx');
const ProductZoomDialog = lazy(loadZoom);

const arrowButton =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow ring-1 ring-stone-900/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:size-10';

/**
 * The product's images. The large picture is a strip the shopper swipes on a phone (native scroll
 * snapping), with Previous / Next buttons, a "2 / 5" counter and, with several images, a row of
 * thumbnail buttons kept in step (Tab to reach them; arrow keys, Home and End move between them).
 * Tapping the picture opens it full screen to zoom (product-zoom-dialog.tsx). Only the first
 * picture is in the page at first (Chrome fetches lazy images near a scroller's edge, so `loading`
 * alone would not keep the next one off the first view); the others are added, and fetched at
 * once, when the shopper reaches for the gallery (pointer, touch or focus). A sold-out
 * product's picture is dimmed under an "Out of Stock" badge, as on its card.
 *
 * `activeImage` (a variant's picture) selects that image whenever it changes.
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
  activeImage?: string | null;
}) {
  const count = images.length;
  const indexOf = (image: string | null) => (image ? images.indexOf(image) : -1);
  const [selected, setSelected] = useState(() => Math.max(0, indexOf(activeImage)));
  const [seenActive, setSeenActive] = useState(activeImage);
  if (activeImage !== seenActive) {
    // Adjusted while rendering, not in an effect: the new picture shows in the same paint as the choice.
    setSeenActive(activeImage);
    const at = indexOf(activeImage);
    if (at >= 0) setSelected(at);
  }
  const index = Math.min(selected, Math.max(0, count - 1));
  const [warm, setWarm] = useState(false);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [focusAfterZoom, setFocusAfterZoom] = useState(false);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useSnapStrip(index, setSelected);

  const warmUp = () => {
    if (warm) return;
    setWarm(true);
    void loadZoom();
  };
  const step = (by: number) => setSelected((index + by + count) % count);

  useEffect(() => {
    if (!focusAfterZoom) return;
    setFocusAfterZoom(false);
    slides.current[index]?.focus({ preventScroll: true });
  }, [focusAfterZoom, index]);

  const onSlideKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const by = moves[event.key];
    if (by === undefined || count < 2) return;
    event.preventDefault();
    const next = (index + by + count) % count;
    setSelected(next);
    // The slide that had focus is about to become inert; focus follows the picture.
    requestAnimationFrame(() => slides.current[next]?.focus({ preventScroll: true }));
  };

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
    <div onPointerEnter={warmUp} onTouchStart={warmUp} onFocus={warmUp}>
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
        {count > 0 ? (
          <div
            ref={strip.ref}
            onScroll={strip.onScroll}
            onPointerDown={strip.onPointerDown}
            onTouchStart={strip.onTouchStart}
            onWheel={strip.onWheel}
            onKeyDown={onSlideKey}
            className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            {images.map((image, i) => (
              <button
                key={image}
                ref={(element) => {
                  slides.current[i] = element;
                }}
                type="button"
                aria-haspopup="dialog"
                aria-hidden={i !== index}
                inert={i !== index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => {
                  setSelected(i);
                  setZoomOpen(true);
                }}
                className="block size-full shrink-0 snap-center snap-always cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-emerald-600"
              >
                {(i === 0 || i === index || warm) && (
                  <ResponsiveImage
                    src={image}
                    kind="product"
                    sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
                    width={1000}
                    height={1000}
                    priority={i === 0}
                    {...(i !== 0 ? { loading: 'eager' as const } : {})}
                    alt={catalogUi.imageAlt(name, i + 1, count)}
                    className="size-full object-cover"
                    draggable={false}
                  />
                )}
              </button>
            ))}
          </div>
        ) : (
          <ImagePlaceholder className="size-full" />
        )}
        {soldOut && (
          <div className="pointer-events-none absolute inset-0 grid place-items-center bg-stone-900/50">
            <span className="rounded-full bg-white px-4 py-1.5 text-base font-bold text-stone-900 shadow">
              {messages.catalog.outOfStock}
            </span>
          </div>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={catalogUi.previousImage}
              onClick={() => step(-1)}
              className={`${arrowButton} left-2`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label={catalogUi.nextImage}
              onClick={() => step(1)}
              className={`${arrowButton} right-2`}
            >
              <ChevronRightIcon />
            </button>
            {/* The current picture's alt already says "image 2 of 5" to a screen reader. */}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute bottom-2 right-2 rounded-full bg-stone-900/75 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-white"
            >
              {catalogUi.imageCounter(index + 1, count)}
            </span>
          </>
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
      {zoomOpen && (
        <Suspense fallback={null}>
          <ProductZoomDialog
            images={images}
            name={name}
            index={index}
            onIndex={setSelected}
            onClose={() => {
              setZoomOpen(false);
              setFocusAfterZoom(true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
