import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
    // The build tests run `docusaurus build` on fixture copies of the site.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
