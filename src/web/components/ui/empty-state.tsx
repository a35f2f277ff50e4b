import type { ReactNode } from 'react';

/**
 * The look of "nothing here yet": a dashed panel with a title, a line of help and an optional action.
 * A title may quote what the shopper typed (a 300-character search): it wraps inside the panel,
 * breaking a long word if it must, and never widens the page.
 */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      {icon && (
        <div aria-hidden="true" className="mb-3 text-stone-400">
          {icon}
        </div>
      )}
      <p className="max-w-full break-words font-medium text-stone-800">{title}</p>
      {children && <div className="mt-2 w-full max-w-prose break-words text-sm text-stone-600">{children}</div>}
    </div>
  );
}
