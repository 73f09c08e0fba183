import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Sends readers who open a section root (`/docs`, `/guides`, `/community`)
 * to that section's main page instead of the not-found page.
 *
 * Unlike @docusaurus/plugin-client-redirects this also works under
 * `docusaurus start`, and each redirect is a real route: it renders a meta
 * refresh and a visible link for readers without JavaScript.
 */
export type SectionRedirect = {from: string; to: string};
export type SectionRedirectsOptions = {redirects: SectionRedirect[]};

export default function sectionRedirectsPlugin({baseUrl}: LoadContext, {redirects}: SectionRedirectsOptions): Plugin {
  return {
    name: 'section-redirects',
    async contentLoaded({actions}) {
      for (const {from, to} of redirects) {
        actions.addRoute({
          path: normalizeUrl([baseUrl, from]),
          exact: true,
          component: '@site/src/components/SectionRedirect',
          props: {to: normalizeUrl([baseUrl, to])},
        });
      }
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
