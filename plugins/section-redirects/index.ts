import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Sends readers who open an address that is a folder, not a page, to the page they meant instead of the not-found
 * page:
 * - the section roots given as options (`/docs` → `/docs/getting-started`);
 * - every folder of a docs area that has no page of its own, to its `overview` page, or else its first page
 *   (`/docs/core-software/arranger` → `…/arranger/overview`), as when a reader trims an address.
 *
 * An address in the wrong letter case gets no redirect: the router matches routes regardless of case, so a
 * lower-case redirect route would shadow the real page. The not-found page offers the page instead.
 *
 * Unlike @docusaurus/plugin-client-redirects this also works under `docusaurus start`, and each redirect is a real
 * route: it renders a meta refresh and a visible link for readers without JavaScript.
 */
export type SectionRedirect = {from: string; to: string};
export type SectionRedirectsOptions = {redirects: SectionRedirect[]};

type DocsContent = {loadedVersions: {docs: {permalink: string; unlisted?: boolean}[]}[]};

const withoutTrailingSlash = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/**
 * Redirects for the folders of the given page addresses: each folder without a page of its own leads to its
 * `overview`, or to its first page in address order. `areaRoots` are the docs areas' own addresses, handled by the
 * section redirects.
 */
export function folderRedirects(permalinks: string[], areaRoots: string[]): SectionRedirect[] {
  const pages = new Set(permalinks.map(withoutTrailingSlash));
  const roots = new Set(areaRoots.map(withoutTrailingSlash));
  const folders = new Map<string, string[]>();
  for (const page of [...pages].sort()) {
    const segments = page.split('/');
    for (let depth = 2; depth < segments.length; depth += 1) {
      const folder = segments.slice(0, depth).join('/');
      if (roots.has(folder)) continue;
      folders.set(folder, [...(folders.get(folder) ?? []), page]);
    }
  }
  return [...folders]
    .filter(([folder]) => !pages.has(folder))
    .map(([folder, inside]) => ({from: folder, to: inside.find((page) => page === `${folder}/overview`) ?? inside[0]}));
}

export default function sectionRedirectsPlugin({baseUrl}: LoadContext, {redirects}: SectionRedirectsOptions): Plugin {
  const addRedirects = (addRoute: (route: never) => void, list: SectionRedirect[]) => {
    for (const {from, to} of list) {
      addRoute({
        path: normalizeUrl([baseUrl, from]),
        exact: true,
        component: '@site/src/components/SectionRedirect',
        props: {to: normalizeUrl([baseUrl, to])},
      } as never);
    }
  };
  return {
    name: 'section-redirects',
    async allContentLoaded({allContent, actions}) {
      addRedirects(actions.addRoute, redirects);
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const permalinks = Object.values(docsPlugins).flatMap((content) =>
        content.loadedVersions.flatMap((version) =>
          version.docs.filter((doc) => !doc.unlisted).map((doc) => doc.permalink.slice(baseUrl.length - 1)),
        ),
      );
      addRedirects(
        actions.addRoute,
        folderRedirects(
          permalinks,
          redirects.map((redirect) => redirect.from),
        ),
      );
    },
  };
}

const sitePath = Joi.string().pattern(/^\/[^?#]*$/, 'site path starting with /');

const optionsSchema = Joi.object<SectionRedirectsOptions>({
  redirects: Joi.array()
    .items(Joi.object({from: sitePath.required(), to: sitePath.required()}))
    .unique('from')
    .required(),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<SectionRedirectsOptions, SectionRedirectsOptions>): SectionRedirectsOptions {
  return validate(optionsSchema, options);
}
