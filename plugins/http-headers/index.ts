/**
 * Writes `build/_headers`: the security and caching headers of this build
 * (config/httpPolicy.ts), with a Content-Security-Policy that names the hash
 * of every inline script the build produced and the hosts it is configured to
 * use. Netlify applies the file as is; `npm run serve` and the nginx
 * configuration (`npm run nginx:config`) read it.
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {
  HEADERS_FILE,
  formatHeadersFile,
  httpRules,
  inlineScriptHashes,
  type PolicyInputs,
} from '../../config/httpPolicy';

export type HttpHeadersOptions = Omit<PolicyInputs, 'scriptHashes'>;

export default function httpHeadersPlugin(_context: LoadContext, options: HttpHeadersOptions): Plugin {
  return {
    name: 'http-headers',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true, encoding: 'utf8'})).filter((file) =>
        file.endsWith('.html'),
      );
      const hashes = new Set<string>();
      for (const file of files) {
        for (const hash of inlineScriptHashes(await readFile(path.join(outDir, file), 'utf8'))) hashes.add(hash);
      }
      const rules = httpRules({...options, scriptHashes: [...hashes]});
      await writeFile(path.join(outDir, HEADERS_FILE), formatHeadersFile(rules));
    },
  };
}

const optionsSchema = Joi.object<HttpHeadersOptions>({
  analyticsUrl: Joi.string().uri(),
  algoliaAppId: Joi.string(),
  askAi: Joi.boolean().default(false),
  algoliaInsights: Joi.boolean().default(false),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<HttpHeadersOptions, HttpHeadersOptions>): HttpHeadersOptions {
  return validate(optionsSchema, options);
}
