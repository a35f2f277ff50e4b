import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * A form's failure as the person reads it: the product's words for the failure first ("Failed to
 * create account"), then what went wrong when that adds anything ("Could not reach Oja…").
 */
export type FailureLines = readonly [summary: string, reason?: string];

export function failureLines(summary: string, reason: string): FailureLines {
  return reason === summary || reason === '' ? [summary] : [summary, reason];
}

export function FailureAlert({ lines: [summary, reason] }: { lines: FailureLines }) {
  return (
    <FormAlert tone="error">
      <span className="block font-semibold">{summary}</span>
      {reason && <span className="mt-0.5 block">{reason}</span>}
    </FormAlert>
  );
}
