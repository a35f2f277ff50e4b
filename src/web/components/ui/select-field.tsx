import type { ComponentProps } from 'react';
import { controlBorder, Field } from './field.tsx';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled native select (keyboard and screen readers for free), in the look of TextField. */
export function SelectField({ label, hint, error, id, className = '', children, ...props }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select
          {...control}
          className={
            'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 ' +
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60 ' +
            controlBorder(error)
          }
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
