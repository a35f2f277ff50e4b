import { UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';

/** What the picker needs to know about a chosen file (a File, or a stand-in in tests). */
export type PickedFile = { name: string; size: number; type: string };

/**
 * Why a chosen file cannot be uploaded, or null when it can. The server decodes and enforces the
 * same rules (docs/product.md#uploads); checking here saves sending 5 MB for nothing.
 */
export function imageFileProblem(file: PickedFile): string | null {
  // Some systems report no type at all; the server decides for those.
  if (file.type !== '' && !file.type.startsWith('image/')) return messages.upload.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return messages.upload.tooLarge;
  return null;
}

/**
 * Adds newly chosen files to those already picked: files that are not images or too large are
 * refused, and at most `max` files are kept (with max 1 a new choice replaces the old one).
 */
export function addPickedFiles<F extends PickedFile>(
  current: readonly F[],
  chosen: readonly F[],
  max: number,
  tooManyMessage: string,
): { files: F[]; problem: string | null } {
  const problems: string[] = [];
  const accepted: F[] = [];
  for (const file of chosen) {
    const problem = imageFileProblem(file);
    if (problem) problems.push(`${file.name}: ${problem}`);
    else accepted.push(file);
  }
  if (max === 1) {
    return { files: accepted.length > 0 ? [accepted.at(-1)!] : [...current], problem: problems[0] ?? null };
  }
  const room = Math.max(0, max - current.length);
  if (accepted.length > room) problems.push(tooManyMessage);
  return { files: [...current, ...accepted.slice(0, room)], problem: problems.length > 0 ? problems.join(' ') : null };
}
