import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'grey' | 'blue';

const toneClasses: Record<BadgeTone, { badge: string; dot: string }> = {
  green: { badge: 'bg-emerald-100 text-emerald-800', dot: 'bg-emerald-600' },
  red: { badge: 'bg-red-100 text-red-800', dot: 'bg-red-600' },
  yellow: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  grey: { badge: 'bg-stone-200 text-stone-700', dot: 'bg-stone-500' },
  blue: { badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
};

/**
 * A coloured pill with words in it: the colour only repeats what the text says, so it reads the
 * same without colour vision and to a screen reader.
 */
export function ToneBadge({
  tone,
  children,
  className = '',
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  const { badge, dot } = toneClasses[tone];
  return (
    <span
      className={`inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${dot}`} />
      {children}
    </span>
  );
}

/** Active / Inactive (docs/product.md#active-flags): whether shoppers can see a store, product or category. */
export function StatusBadge({ active, className = '' }: { active: boolean; className?: string }) {
  return (
    <ToneBadge tone={active ? 'green' : 'grey'} className={className}>
      {active ? 'Active' : 'Inactive'}
    </ToneBadge>
  );
}
