import type { ReactNode } from 'react';

/** The look of "nothing here yet": a dashed panel with a title, a line of help and an optional action. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      {icon && (
        <div aria-hidden="true" className="mb-3 text-stone-400">
          {icon}
        </div>
      )}
      <p className="font-medium text-stone-800">{title}</p>
      {children && <div className="mt-2 max-w-prose text-sm text-stone-600">{children}</div>}
    </div>
  );
}
