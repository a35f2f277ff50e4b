import { Fragment } from 'react';

/**
 * Text clamped to a few lines whose ellipsis comes after a whole word: each word
 * is an inline block, so the browser's line clamp cannot end inside one ("…Jar f…"). A word too
 * long for a line still wraps inside its own box. The text reads, and copies, as it is.
 */
export function ClampedWords({ text, className = 'line-clamp-2' }: { text: string; className?: string }) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <span className={`break-words ${className}`}>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="inline-block max-w-full [overflow-wrap:anywhere]">{word}</span>
        </Fragment>
      ))}
    </span>
  );
}
