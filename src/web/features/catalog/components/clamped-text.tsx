import { useId, useLayoutEffect, useRef, useState } from 'react';
import { catalogUi } from '../messages.ts';

/** Past this many characters or lines a text may well be longer than the clamp shows. */
const LONG_TEXT_CHARACTERS = 280;
const LONG_TEXT_LINES = 5;

/**
 * A text that may be long (a 2,000-character review): its first five lines, then "Read more" to
 * show the rest ("Read less" folds it again). Whether the button shows is first guessed from the
 * text's length, the same on the server and in the browser; once on screen, a text that turns out
 * to fit its five lines loses the button.
 */
export function ClampedText({ text, className = '' }: { text: string; className?: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [long, setLong] = useState(
    () => text.length > LONG_TEXT_CHARACTERS || text.split('\n').length > LONG_TEXT_LINES,
  );

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element || expanded) return;
    const measure = () => setLong(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <>
      <p
        ref={paragraph}
        id={id}
        className={`whitespace-pre-line break-words ${expanded ? '' : 'line-clamp-5'} ${className}`}
      >
        {text}
      </p>
      {(long || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:min-h-0 md:pt-1"
        >
          {expanded ? catalogUi.readLess : catalogUi.readMore}
        </button>
      )}
    </>
  );
}
