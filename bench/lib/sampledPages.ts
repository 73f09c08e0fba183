/** The pages the site benchmarks measure: one of each kind a reader lands on. */
export type SampledPage = {
  label: string;
  path: string;
  /** Lazy features (names of LAZY_FEATURES) this page uses itself, so they may be in its first load. */
  uses?: string[];
};

export const SAMPLED_PAGES: SampledPage[] = [
  {label: 'home', path: '/'},
  {label: 'docs page', path: '/docs/core-software/song/overview', uses: ['Mermaid']},
  {label: 'docs page, no diagram', path: '/docs/core-software/song/Usage/api-reference'},
  {label: 'guides page', path: '/guides/getting-started'},
  {label: 'search page', path: '/search', uses: ['search engine']},
];
