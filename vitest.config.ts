import { defineConfig } from 'vitest/config';

// The server's log (src/server/log/logger.ts) says nothing during tests unless LOG_LEVEL asks; a
// test about log lines gives the code under test a logger of its own.
const env = { LOG_LEVEL: process.env.LOG_LEVEL || 'silent' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          env,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.mjs', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
          // The files of a worker share their modules: a fresh module graph for each of about 120
          // files cost three times the tests themselves. A file that changes a module's state (a
          // stubbed global, a cached connection) puts it back in its own after-hooks.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          env,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Every answer a test receives must be one the OpenAPI document describes.
          setupFiles: ['tests/api/answer-check-setup.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // Generous: a file's database is made in beforeAll (from the migrated image that
          // global-setup.ts makes once), and server processes start, which is slow on a machine
          // shared with browser runs. A hung test still fails, just later.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // PGlite is single-threaded WASM; two files at a time keeps both cores busy without thrashing.
          maxWorkers: 2,
          // The files of a worker share its modules: each file importing the whole server afresh cost
          // about as much as its tests. Every file makes its own app and database (harness.ts), and
          // a file that changes a module's state (password-hash limits, spies) puts it back.
          isolate: false,
        },
      },
      {
        test: {
          name: 'production',
          // Needs the build (`npm run build`); scripts/test-all.mjs runs it after the build step.
          include: ['tests/production/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // An npm install and a first start with the demo data, on a machine that may be busy.
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
