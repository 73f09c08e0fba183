/**
 * One Lighthouse 13 run of a page (performance, accessibility, best practices,
 * SEO), in the Chromium that chrome-launcher started. Shared by
 * `npm run bench:site` (medians of several runs) and `npm run bench:ab`
 * (runs of two builds taken in turns).
 */
import type * as Lighthouse from 'lighthouse';

export type LighthouseModule = typeof Lighthouse;

/** What one Lighthouse run returns: the report (`lhr`) and its JSON. */
export type LighthouseReport = NonNullable<Awaited<ReturnType<LighthouseModule['default']>>>;

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that lost points in the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
};

/** Lighthouse is ESM-only; the benchmarks run as CommonJS under tsx. */
export async function loadLighthouse(): Promise<LighthouseModule> {
  return (await import('lighthouse')) as LighthouseModule;
}

/**
 * Lighthouse's report of one load of `url` (mobile preset unless `form` is desktop). Lighthouse sometimes misses
 * the trace of a load (NO_NAVSTART) on a busy machine; such a load is repeated, up to three times.
 */
export async function lighthouseReport(
  lighthouse: LighthouseModule,
  url: string,
  port: number,
  {
    form = 'mobile',
    categories,
    cpuSlowdownMultiplier,
  }: {form?: 'mobile' | 'desktop'; categories: string[]; cpuSlowdownMultiplier?: number},
): Promise<LighthouseReport> {
  const failures: string[] = [];
  for (;;) {
    const result = await lighthouse.default(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        ...(cpuSlowdownMultiplier && {throttling: {cpuSlowdownMultiplier}}),
      },
      form === 'desktop' ? lighthouse.desktopConfig : undefined,
    );
    const runtimeError = result?.lhr.runtimeError;
    if (result && !runtimeError) return result;
    failures.push(runtimeError?.code ?? 'no result');
    if (failures.length > 3) throw new Error(`Lighthouse failed on ${url}: ${failures.join(', ')}`);
  }
}

/** One run: the four categories' scores and the figures the benchmarks report. */
export async function lighthouseRun(
  lighthouse: LighthouseModule,
  url: string,
  form: 'mobile' | 'desktop',
  port: number,
  cpuSlowdownMultiplier?: number,
): Promise<LighthouseRun> {
  const result = await lighthouseReport(lighthouse, url, port, {
    form,
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
    cpuSlowdownMultiplier,
  });
  const {categories, audits} = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}
