import { skeletonBlock } from '../../../components/ui/skeleton.ts';

/** The product grid's columns (2 on a phone, up to 4), shared by the grid and its skeleton. */
export const productGridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/**
 * The grid's shape while it loads, so nothing jumps when the cards arrive. With a `label` it
 * announces itself (role=status); without, it is decoration and the section says aria-busy.
 * Kept apart from the grid so the home page can show it without loading the cards' code.
 */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const grid = (
    <ul aria-hidden="true" className={productGridClasses}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className={`aspect-square ${skeletonBlock}`} />
          <div className="space-y-2 p-3 sm:p-4">
            <div className={`h-4 w-3/4 rounded ${skeletonBlock}`} />
            <div className={`h-3 w-1/2 rounded ${skeletonBlock}`} />
            <div className={`h-5 w-1/3 rounded ${skeletonBlock}`} />
            <div className={`h-11 rounded-lg md:h-9 ${skeletonBlock}`} />
          </div>
        </li>
      ))}
    </ul>
  );
  if (!label) return grid;
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      {grid}
    </div>
  );
}
