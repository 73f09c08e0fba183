/**
 * Syntax highlighting without Prism in the JavaScript a page loads.
 *
 * The theme tokenises every code block again in the browser while the page
 * hydrates, so Prism and its languages sit in the main bundle of every page.
 * Here the server highlights, the browser keeps the server's code markup (see
 * `src/theme/CodeBlock/Content`), and Prism is loaded only to draw code blocks
 * the page's HTML did not have, after a client-side navigation. Token colours
 * are CSS generated from the site's Prism themes, so the markup does not depend
 * on the colour mode.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenColoursCss} from './tokenColours';

export type CodeHighlightingOptions = {light: PrismTheme; dark: PrismTheme};

/** The theme's client module that registers Prism's extra languages in the main bundle. */
const THEME_LANGUAGES_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

export default function codeHighlightingPlugin(context: LoadContext, options: CodeHighlightingOptions): Plugin {
  const coloursFile = path.join(context.generatedFilesDir, 'code-highlighting', 'token-colours.css');
  return {
    name: 'code-highlighting',
    async loadContent() {
      await mkdir(path.dirname(coloursFile), {recursive: true});
      await writeFile(coloursFile, tokenColoursCss(options.light, options.dark));
    },
    getClientModules() {
      return [coloursFile, path.resolve(__dirname, 'client')];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@code-highlighter$': path.resolve(__dirname, isServer ? 'highlighter.server' : 'highlighter.client'),
            // Languages are registered by ./tokenize instead, in both bundles.
            [`${THEME_LANGUAGES_CLIENT_MODULE}$`]: path.resolve(__dirname, 'noLanguagesClientModule'),
          },
        },
      };
    },
  };
}
