/** Active / Inactive (spec §4): whether shoppers can see a store, product or category. */
export function StatusBadge({ active, className = '' }: { active: boolean; className?: string }) {
  return (
    <span
      className={
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ' +
        (active ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700') +
        ` ${className}`
      }
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-emerald-600' : 'bg-stone-500'}`} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
