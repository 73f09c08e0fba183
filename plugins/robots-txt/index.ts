/**
 * Writes `build/robots.txt`: every page may be crawled, and crawlers are told
 * where the sitemap is. Generated rather than kept in `static/` because the
 * sitemap line needs the absolute site URL, which comes from the environment.
 *
 * `Allow: /` covers the Markdown copies and the llms.txt indexes
 * (plugins/llms-txt) too. robots.txt has no field for llms.txt (RFC 9309 knows
 * user agents, allow and disallow; `Sitemap` is the one common extension), so
 * a comment names it, for whoever reads the file looking for it.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LLMS_TXT} from '../llms-txt/markdownPath';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl}sitemap.xml`, siteUrl).href;
  const llmsTxt = new URL(`${baseUrl}${LLMS_TXT}`, siteUrl).href;
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${sitemap}`,
    '',
    `# Every page as Markdown, for AI assistants: ${llmsTxt} (https://llmstxt.org)`,
    '',
  ].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
