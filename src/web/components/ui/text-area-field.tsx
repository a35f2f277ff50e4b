import type { ComponentProps } from 'react';
import { controlBorder, Field } from './field.tsx';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled multi-line input, the textarea twin of TextField. */
export function TextAreaField({ label, hint, error, id, className = '', rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={
            'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 ' +
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ' +
            controlBorder(error)
          }
          {...props}
        />
      )}
    </Field>
  );
}
