import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import { webZones } from './eslint/web-zones.js';
import { serverZones } from './eslint/server-zones.js';
import { tableOwnerRules } from './eslint/table-owners.js';
import { readGitignore } from './eslint/gitignore-patterns.js';

export default tseslint.config(
  // Whatever git leaves out (every build output, data folders, reports) is not linted either.
  { name: 'oja/gitignore', ignores: readGitignore(path.join(import.meta.dirname, '.gitignore')) },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              importNamePattern: '^(?!AppType$)',
              message: 'The web imports only types from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // File and folder names are kebab-case everywhere (a Linux server is case-sensitive; a Mac is not).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'eslint/**/*.{js,ts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
    },
  },
  ...webZones,
  ...serverZones,
  ...tableOwnerRules,
  // Formatting is Prettier's job (npm run format:check); no lint rule argues with it.
  prettier,
);
