import { AppError } from '../errors.ts';

/** PostgreSQL's unique_violation, whichever driver (pg or PGlite) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs an insert whose unique constraint guards a name people choose; a clash becomes a 409
 * naming the field instead of a 500 (the pre-check above such inserts can lose a race).
 */
export async function uniqueOrConflict<T>(insert: Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await insert;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', message, { [field]: message });
    throw error;
  }
}
