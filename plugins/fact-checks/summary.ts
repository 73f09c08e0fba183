/** What a documented page knows of its record of checked statements (browser-safe: no Node imports). */
export type FactCheckSummary = {
  /** How many statements the record holds. */
  statements: number;
  /** The release they were checked against. */
  software: string;
  /** `YYYY-MM-DD`. */
  checked: string;
  /** Route of the page that lists them, without the base URL. */
  route: string;
};

/** The front matter key under which plugins/fact-checks/frontMatter.ts puts the summary. */
export const SUMMARY_KEY = 'fact_check';
