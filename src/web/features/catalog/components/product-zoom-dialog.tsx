import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Dialog } from 'radix-ui';
import { catalogUi } from '../messages.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MinusIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useSnapStrip } from './use-snap-strip.ts';

const MAX_SCALE = 4;
const TAP_ZOOM = 2.5;
/** A pointer that moved further than this was a drag (a pan), not a tap. */
const DRAG_PX = 6;
/** Two taps of a finger this close in time make a double tap, the phone's gesture for zoom. */
const DOUBLE_TAP_MS = 350;

type Pan = { scale: number; x: number; y: number };
const NO_ZOOM: Pan = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

type Frame = { width: number; height: number; ratio: number };

/**
 * Keeps the zoomed picture over its frame: it can be moved until its edge meets the frame's, never
 * dragged off into the dark. The picture is drawn contained (`ratio`, its width over its height),
 * so a square one in a wide frame pans only up and down until it is wider than the frame.
 */
function bounded(pan: Pan, frame: Frame | undefined): Pan {
  const scale = Math.max(1, Math.min(MAX_SCALE, pan.scale));
  if (!frame || scale === 1) return { scale, x: 0, y: 0 };
  const width = Math.min(frame.width, frame.height * frame.ratio) * scale;
  const height = Math.min(frame.height, frame.width / frame.ratio) * scale;
  return {
    scale,
    x: clamp(pan.x, Math.max(0, (width - frame.width) / 2)),
    y: clamp(pan.y, Math.max(0, (height - frame.height) / 2)),
  };
}

/** The scale around a point (relative to the box's centre) that keeps that point under the finger. */
function zoomedAt(pan: Pan, scale: number, point: { x: number; y: number }): Pan {
  const ratio = scale / pan.scale;
  return { scale, x: point.x - (point.x - pan.x) * ratio, y: point.y - (point.y - pan.y) * ratio };
}

const controlButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 disabled:hover:bg-transparent';
const sideButton =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A product's pictures full screen, at the largest width the uploads pipeline stores (the URL kept
 * in the database). Swipe or Previous / Next between them; tap or click a picture, the + / −
 * buttons or keys, or pinch, to zoom, and drag to look around a zoomed one. The open picture is the
 * gallery's (`index` / `onIndex`), so closing leaves the page on the picture last seen.
 *
 * Radix traps focus and closes on Escape or Close; the gallery puts focus back on its picture.
 */
export default function ProductZoomDialog({
  images,
  name,
  index,
  onIndex,
  onClose,
}: {
  images: readonly string[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const count = images.length;
  const [open, setOpen] = useState(true);
  const [pan, setPan] = useState<Pan>(NO_ZOOM);
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    // Another picture starts unzoomed.
    setShownIndex(index);
    setPan(NO_ZOOM);
  }
  const strip = useSnapStrip(index, onIndex);
  const current = useRef<HTMLImageElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({
    dragged: false,
    startX: 0,
    startY: 0,
    pinchDistance: 0,
    pinchScale: 1,
    touch: false,
    lastTap: 0,
  });

  // The picture's frame, not the picture: the picture's own box grows with its scale.
  const box = () => current.current?.parentElement?.getBoundingClientRect();
  const frame = (): Frame | undefined => {
    const rect = box();
    const img = current.current;
    if (!rect || !img) return undefined;
    return { width: rect.width, height: rect.height, ratio: img.naturalWidth / img.naturalHeight || 1 };
  };
  const zoomBy = (scale: number) => setPan((p) => bounded(zoomedAt(p, scale, { x: 0, y: 0 }), frame()));
  const zoomIn = () => zoomBy(Math.min(MAX_SCALE, Math.floor(pan.scale) + 1));
  const zoomOut = () => zoomBy(Math.max(1, Math.ceil(pan.scale) - 1));
  const step = (by: number) => onIndex((index + by + count) % count);
  const zoomed = pan.scale > 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
    };
    const action = actions[event.key];
    if (!action || (count < 2 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  };

  /** Where a pointer is, relative to the picture box's centre (untransformed). */
  const fromCentre = (clientX: number, clientY: number) => {
    const rect = box();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1)
      Object.assign(gesture.current, {
        dragged: false,
        startX: event.clientX,
        startY: event.clientY,
        touch: event.pointerType === 'touch',
      });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      gesture.current.pinchDistance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      gesture.current.pinchScale = pan.scale;
      gesture.current.dragged = true;
    }
    if (zoomed || pointers.current.size === 2) event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (!gesture.current.pinchDistance) return;
      const scale = (gesture.current.pinchScale * distance) / gesture.current.pinchDistance;
      const middle = fromCentre((a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      setPan((p) => bounded(zoomedAt(p, Math.max(1, Math.min(MAX_SCALE, scale)), middle), frame()));
      return;
    }
    if (!zoomed) return;
    const dx = now.x - before.x;
    const dy = now.y - before.y;
    if (Math.abs(dx) + Math.abs(dy) > 0) {
      if (Math.hypot(now.x - gesture.current.startX, now.y - gesture.current.startY) > DRAG_PX)
        gesture.current.dragged = true;
      setPan((p) => bounded({ ...p, x: p.x + dx, y: p.y + dy }, frame()));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLImageElement>) => {
    pointers.current.delete(event.pointerId);
  };
  // A mouse zooms on a click; a finger on a double tap, as phones do (a single tap stays free for swiping).
  const onClick = (event: MouseEvent<HTMLImageElement>) => {
    if (gesture.current.dragged) return;
    if (gesture.current.touch) {
      const now = event.timeStamp;
      const double = now - gesture.current.lastTap < DOUBLE_TAP_MS;
      gesture.current.lastTap = double ? 0 : now;
      if (!double) return;
    }
    if (zoomed) setPan(NO_ZOOM);
    else setPan((p) => bounded(zoomedAt(p, TAP_ZOOM, fromCentre(event.clientX, event.clientY)), frame()));
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // The gallery focuses its picture itself: the one shown now may not be the one tapped.
            event.preventDefault();
            onClose();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-stone-950 text-white focus:outline-none"
        >
          <div className="flex items-center gap-1 px-2 py-2 sm:px-4">
            <Dialog.Title className="min-w-0 flex-1 truncate px-2 text-sm font-medium">
              {catalogUi.imageAlt(name, index + 1, count)}
            </Dialog.Title>
            <button
              type="button"
              aria-label={catalogUi.zoomOut}
              disabled={!zoomed}
              onClick={zoomOut}
              className={controlButton}
            >
              <MinusIcon />
            </button>
            <button
              type="button"
              aria-label={catalogUi.zoomIn}
              disabled={pan.scale >= MAX_SCALE}
              onClick={zoomIn}
              className={controlButton}
            >
              <PlusIcon />
            </button>
            <Dialog.Close aria-label={catalogUi.closeZoom} className={controlButton}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={strip.ref}
              onScroll={strip.onScroll}
              onPointerDown={strip.onPointerDown}
              onTouchStart={strip.onTouchStart}
              onWheel={strip.onWheel}
              className={
                'flex size-full snap-x snap-mandatory overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ' +
                (zoomed ? 'overflow-hidden' : 'overflow-x-auto')
              }
            >
              {images.map((image, i) => (
                <div
                  key={image}
                  aria-hidden={i !== index}
                  inert={i !== index}
                  className="relative size-full shrink-0 snap-center snap-always overflow-hidden"
                >
                  <img
                    ref={i === index ? current : undefined}
                    src={image}
                    alt={catalogUi.imageAlt(name, i + 1, count)}
                    width={1000}
                    height={1000}
                    loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    onPointerDown={i === index ? onPointerDown : undefined}
                    onPointerMove={i === index ? onPointerMove : undefined}
                    onPointerUp={i === index ? onPointerUp : undefined}
                    onPointerCancel={i === index ? onPointerUp : undefined}
                    onClick={i === index ? onClick : undefined}
                    style={
                      i === index
                        ? {
                            transform: `translate(${pan.x}px, ${pan.y}px) scale(${pan.scale})`,
                            // Unzoomed, a sideways swipe scrolls the strip; zoomed, every touch pans or pinches.
                            touchAction: zoomed ? 'none' : 'pan-x',
                          }
                        : undefined
                    }
                    className={
                      'absolute inset-0 size-full select-none object-contain ' +
                      (zoomed ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in')
                    }
                  />
                </div>
              ))}
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label={catalogUi.previousImage}
                  onClick={() => step(-1)}
                  className={`${sideButton} left-2 sm:left-4`}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  aria-label={catalogUi.nextImage}
                  onClick={() => step(1)}
                  className={`${sideButton} right-2 sm:right-4`}
                >
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
          {count > 1 && (
            <p aria-hidden="true" className="py-3 text-center text-sm font-semibold tabular-nums">
              {catalogUi.imageCounter(index + 1, count)}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
