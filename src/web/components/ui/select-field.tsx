import { useId, type ComponentProps } from 'react';

type SelectFieldProps = ComponentProps<'select'> & { label: string; hint?: string | undefined; error?: string | undefined };

/** A labelled native select (keyboard and screen readers for free), in the look of TextField. */
export function SelectField({ label, hint, error, id, className = '', children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60 ' +
          (error ? 'border-red-500' : 'border-stone-300')
        }
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
