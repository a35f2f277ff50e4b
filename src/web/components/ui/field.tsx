import { useId, type ReactNode } from 'react';

/** What a form control needs from its Field: its id, and the hint and error tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /**
   * The id of an element that already shows `error` (one message for two fields, e.g. "Email and
   * password required"): the field is still marked invalid and described by it, but the message
   * is not printed a second time.
   */
  errorShownAt?: string | undefined;
  /** The control's id; one is generated when none is given. */
  id?: string | undefined;
  className?: string;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The label, hint and error around one form control, tied to it through htmlFor, aria-describedby
 * and aria-invalid, so every field is announced the same way whatever the control is.
 */
export function Field({ label, hint, error, errorShownAt, id, className = '', children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = errorShownAt ?? fieldErrorId(controlId);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      )}
      {error && !errorShownAt && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id of the error message of the field whose control has `controlId`. */
export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

/** The border of a control: red while its field shows an error. */
export function controlBorder(error: string | undefined): string {
  return error ? 'border-red-500' : 'border-stone-300';
}
