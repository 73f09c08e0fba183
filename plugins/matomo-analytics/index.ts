import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/**
 * Matomo page analytics for a single-page docs site.
 *
 * Without a tracker URL the plugin registers nothing, so a build without
 * analytics configured makes no request to any analytics host.
 */
export type MatomoPluginOptions = {
  /** Tracker base URL ending with a slash; `matomo.js` and `matomo.php` live under it. */
  trackerUrl?: string;
  siteId: string;
};

export type MatomoGlobalData = Required<MatomoPluginOptions>;

export default function matomoAnalyticsPlugin(_context: LoadContext, options: MatomoPluginOptions): Plugin {
  const {trackerUrl, siteId} = options;
  return {
    name: 'matomo-analytics',
    getClientModules() {
      return trackerUrl ? [path.resolve(__dirname, 'client')] : [];
    },
    async contentLoaded({actions}) {
      if (trackerUrl) {
        actions.setGlobalData({trackerUrl, siteId} satisfies MatomoGlobalData);
      }
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
