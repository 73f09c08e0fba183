/** The pages the site benchmarks measure: one of each kind a reader lands on. */
export type SampledPage = {
  label: string;
  path: string;
  /** This page shows diagrams, so Mermaid is expected. */ diagrams?: boolean;
};

export const SAMPLED_PAGES: SampledPage[] = [
  {label: 'home', path: '/'},
  {label: 'docs page', path: '/docs/core-software/song/overview', diagrams: true},
  {label: 'docs page, no diagram', path: '/docs/core-software/song/Usage/api-reference'},
  {label: 'guides page', path: '/guides/getting-started'},
  {label: 'search page', path: '/search'},
];
