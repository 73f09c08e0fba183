import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Matomo page analytics for a single-page docs site, in the shape of
 * Docusaurus's own gtag plugin: `injectHtmlTags` puts the tracker's settings
 * in its command queue (`window._paq`) and loads the tracker, and the client
 * module queues a page view on every route change.
 *
 * Without a tracker URL the plugin adds nothing, so a build without analytics
 * configured makes no request to any analytics host.
 */
export type MatomoPluginOptions = {
  /** Tracker base URL ending with a slash; `matomo.js` and `matomo.php` live under it. */
  trackerUrl?: string;
  siteId: string;
};

export const SCRIPT_LOAD_ERROR = 'Failed to load Matomo tracking script';

/** A value as a JavaScript literal that is safe inside an inline `<script>`. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Matomo's tracking code, cookie-less (the site has no consent banner and
 * needs none). The tracker is added by script, not as a `<script src>` tag, so
 * that a failed load can say so in the console (an inline `onerror` attribute
 * would break the Content-Security-Policy).
 */
export function trackerSnippet({trackerUrl, siteId}: Required<MatomoPluginOptions>): string {
  return `window._paq = window._paq || [];
window._paq.push(['disableCookies']);
window._paq.push(['setTrackerUrl', ${literal(`${trackerUrl}matomo.php`)}]);
window._paq.push(['setSiteId', ${literal(siteId)}]);
(function () {
  var script = document.createElement('script');
  script.async = true;
  script.src = ${literal(`${trackerUrl}matomo.js`)};
  script.onerror = function () { console.error(${literal(SCRIPT_LOAD_ERROR)}); };
  document.head.appendChild(script);
})();`;
}

export default function matomoAnalyticsPlugin(_context: LoadContext, options: MatomoPluginOptions): Plugin {
  const {trackerUrl, siteId} = options;
  return {
    name: 'matomo-analytics',
    getClientModules() {
      return trackerUrl ? [path.resolve(__dirname, 'client')] : [];
    },
    injectHtmlTags() {
      if (!trackerUrl) return {};
      return {headTags: [{tagName: 'script', innerHTML: trackerSnippet({trackerUrl, siteId})}]};
    },
  };
}

const optionsSchema = Joi.object<MatomoPluginOptions>({
  trackerUrl: Joi.string()
    .uri({scheme: ['http', 'https']})
    .pattern(/\/$/, 'ending with a slash'),
  siteId: Joi.string().pattern(/^\d+$/, 'whole number').default('76'),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<MatomoPluginOptions, MatomoPluginOptions>): MatomoPluginOptions {
  return validate(optionsSchema, options);
}
