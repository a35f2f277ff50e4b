import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { webZones } from './eslint/web-zones.js';
import { serverZones } from './eslint/server-zones.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp'] },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], importNamePattern: '^(?!AppType$)', message: 'The web imports only types from the server.' }] }],
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...webZones,
  ...serverZones,
);
