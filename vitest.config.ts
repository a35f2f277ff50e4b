import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 60_000 };
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Unit and API tests run on embedded PGlite; the API tests run again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI always sets it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                // Process tests exercise the embedded database's folder lock; once is enough.
                exclude: ['**/*.process.test.ts', '**/node_modules/**'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
