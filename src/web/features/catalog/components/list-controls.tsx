import { useId } from 'react';
import type { SearchSort } from '../../../../shared/schemas/catalog.ts';
import type { ListParams } from '../paging.ts';
import { catalogUi } from '../messages.ts';

type Props<S extends SearchSort> = {
  list: ListParams<S>;
  options: readonly { readonly value: S; readonly label: string }[];
  onChange: (next: ListParams<S>) => void;
};

/**
 * "Sort by" and "In stock only" above a product list. The choice goes into the URL (the page's
 * useListParams), and the server sorts and filters; the list refreshes in place.
 */
export function ListControls<S extends SearchSort>({ list, options, onChange }: Props<S>) {
  const sortId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-2 sm:justify-end">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-stone-700">
          {catalogUi.sortBy}
        </label>
        <select
          id={sortId}
          value={list.sort}
          onChange={(event) => onChange({ ...list, sort: event.target.value as S })}
          className="h-11 min-w-0 rounded-lg border border-stone-300 bg-white pl-3 pr-8 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-700">
        <input
          type="checkbox"
          checked={list.inStock}
          onChange={(event) => onChange({ ...list, inStock: event.target.checked })}
          className="size-5 shrink-0 cursor-pointer accent-emerald-700"
        />
        {catalogUi.inStockOnly}
      </label>
    </div>
  );
}
