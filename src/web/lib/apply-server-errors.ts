import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts the server's per-field messages under the matching inputs and returns the message for the
 * form as a whole (the envelope's message), unless every message already sits under a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: Error,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return error.message || fallback;
  const placed = Object.entries(error.fields).filter(([name]) => (formFields as readonly string[]).includes(name));
  for (const [name, message] of placed) setError(name as Path<T>, { type: 'server', message });
  const allPlaced = placed.length > 0 && placed.length === Object.keys(error.fields).length;
  return allPlaced ? null : error.message || fallback;
}
