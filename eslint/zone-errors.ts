import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULE = 'import/no-restricted-paths';
let eslint: ESLint | undefined;

/**
 * The messages of `ruleId` that ESLint reports for `code` as if it were the file at `filePath`
 * (relative to the repository); the imports should name real files so that they resolve.
 */
export async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** The import-zone messages ESLint reports for `code` as if it were the file at `filePath`. */
export function zoneErrors(filePath: string, code: string): Promise<string[]> {
  return ruleErrors(RULE, filePath, code);
}
