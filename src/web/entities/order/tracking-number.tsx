import { Fragment } from 'react';

/** LXP, the timestamp, the letters (docs/product.md#references): the seams where a long number may wrap. */
const SEAMS = /^([A-Z]+)(\d+)([A-Z]+)$/;

/**
 * A tracking number as text people read and copy. It is kept whole where it fits (an inline block
 * moves to the next line whole rather than split beside its label); where even a line is too
 * narrow, it wraps at its seams (LXP · timestamp · letters, through <wbr>, which adds nothing when
 * copied) before it ever breaks inside one of them — never `break-all`'s cut at any character.
 */
export function TrackingNumber({ value, className = '' }: { value: string; className?: string }) {
  const parts = SEAMS.exec(value)?.slice(1) ?? [value];
  return (
    <span className={`inline-block max-w-full font-mono [overflow-wrap:anywhere] ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
