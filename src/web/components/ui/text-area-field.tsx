import { useId, type ComponentProps } from 'react';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: string | undefined; error?: string | undefined };

/** A labelled multi-line input, the textarea twin of components/ui/text-field.tsx. */
export function TextAreaField({ label, hint, error, id, className = '', rows = 3, ...props }: TextAreaFieldProps) {
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
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ' +
          (error ? 'border-red-500' : 'border-stone-300')
        }
        {...props}
      />
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
