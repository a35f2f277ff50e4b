import { useId, useState, type ComponentProps } from 'react';
import { SelectField } from './select-field.tsx';

type Option = { value: string; label: string };

type SearchableSelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  /** The search box's label ("Find your bank"). */
  searchLabel: string;
  /** The first, empty choice ("Select your bank"). */
  placeholder: string;
  options: readonly Option[];
  /** The value chosen now (the form's), kept in the list whatever the search. */
  current: string;
  /** Said under the select when the search leaves nothing ("No bank matches"). */
  noMatch: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * A native select of many options (some 200 banks) with a search box above it that narrows the
 * options as one types: the phone's own picker stays, with a short list in it. The select is the
 * form's field; the search box only filters, and an option already chosen is never filtered away.
 */
export function SearchableSelectField({
  label,
  searchLabel,
  placeholder,
  options,
  current,
  noMatch,
  hint,
  error,
  ...select
}: SearchableSelectFieldProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = options.filter((option) => words.every((word) => option.label.toLowerCase().includes(word)));
  const shown = options.filter((option) => option.value === current || matches.includes(option));
  return (
    <div className="grid gap-2">
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600"
        />
      </div>
      <SelectField label={label} hint={hint} error={error} {...select}>
        <option value="">{placeholder}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {words.length > 0 && (
        <p aria-live="polite" className="text-sm text-stone-500">
          {matches.length === 0 ? noMatch : `${matches.length} shown`}
        </p>
      )}
    </div>
  );
}
