import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // The site tests start the development server, which compiles the whole site before it answers.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'plugins/**/__tests__/*.test.ts'],
        },
      },
      // The pages' examples run through the Overture packages they document (SQON, dictionaries, records, routes).
      {extends: true, test: {name: 'examples', include: ['tests/examples/**/*.test.ts']}},
      // Run after the builds: they read build/, serve it, start the dev server.
      {extends: true, test: {name: 'site', include: ['tests/search/**/*.test.ts', 'tests/site/**/*.test.ts']}},
    ],
  },
});
