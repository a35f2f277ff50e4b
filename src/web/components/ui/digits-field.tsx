import type { ChangeEvent, ClipboardEvent, ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type DigitsFieldProps = Omit<ComponentProps<typeof TextField>, 'maxLength' | 'inputMode'> & {
  /** The most digits the box takes (a BVN 11, a NUBAN account number 10). */
  maxDigits: number;
};

const spacing = /[\s-]+/g;
const hasSpacing = (text: string) => /[\s-]/.test(text);

/**
 * A box for a number of a fixed length (BVN, account number): it takes at most `maxDigits`
 * characters, and the spaces and dashes people type or paste between groups are dropped, so
 * "0123 456 789" pasted keeps all ten digits. Anything else typed stays, for the form's own
 * validation to name.
 */
export function DigitsField({ maxDigits, onChange, onPaste, ...props }: DigitsFieldProps) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    if (hasSpacing(event.target.value)) event.target.value = event.target.value.replace(spacing, '');
    onChange?.(event);
  }
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    const pasted = event.clipboardData.getData('text');
    if (event.defaultPrevented || !hasSpacing(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const next = (input.value.slice(0, start) + pasted.replace(spacing, '') + input.value.slice(end)).slice(
      0,
      maxDigits,
    );
    // Through the native setter, so React (and react-hook-form) see an ordinary input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxDigits}
      onChange={change}
      onPaste={paste}
      {...props}
    />
  );
}
