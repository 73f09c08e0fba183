import {configDefaults, defineConfig} from 'vitest/config';

const UNIT_TESTS_WITH_MODULE_STATE = [
  'tests/unit/algolia-client.test.ts',
  'tests/unit/algolia-insights.test.ts',
  'tests/unit/site-config.test.ts',
];

export default defineConfig({
  test: {
    // The site tests start the development server, which compiles the whole site before it answers.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    projects: [
      // The unit and example tests share their modules within a worker (`isolate: false`): several of them parse
      // every page of the site or load an Overture package when they start, which each file did again in a fresh
      // module graph. The unit tests whose modules keep state (the Insights client a page started, the site
      // configuration read from the environment) keep a module graph of their own. `npm run test:unit` and
      // `npm test` run every project whose name starts with "unit".
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'plugins/**/__tests__/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS_WITH_MODULE_STATE],
          isolate: false,
        },
      },
      {extends: true, test: {name: 'unit-isolated', include: UNIT_TESTS_WITH_MODULE_STATE}},
      // The pages' examples run through the Overture packages they document (SQON, dictionaries, records, routes).
      {extends: true, test: {name: 'examples', include: ['tests/examples/**/*.test.ts'], isolate: false}},
      // Run after the builds: they read build/, serve it, start the dev server. They run alone, and their files
      // spend most of their time waiting for the processes they start (the dev server, the push script, servers):
      // two files at a time, where Vitest's default on a 2-core machine is one.
      {
        extends: true,
        test: {name: 'site', include: ['tests/search/**/*.test.ts', 'tests/site/**/*.test.ts'], maxWorkers: 2},
      },
    ],
  },
});
