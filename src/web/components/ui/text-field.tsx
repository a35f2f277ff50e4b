import type { ComponentProps } from 'react';
import { controlBorder, Field } from './field.tsx';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** See Field: the id of an element that already shows `error`. */
  errorShownAt?: string | undefined;
};

/** A labelled input with its hint and error. */
export function TextField({ label, hint, error, errorShownAt, id, className = '', ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} errorShownAt={errorShownAt} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className={
            'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 ' +
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ' +
            controlBorder(error)
          }
          {...inputProps}
        />
      )}
    </Field>
  );
}
