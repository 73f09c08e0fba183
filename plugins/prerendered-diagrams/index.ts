/**
 * Diagram drawings (the JSON files src/remark/prerenderDiagrams writes and
 * imports into pages) stay out of the browser's JavaScript: its bundle emits
 * each as a file under `assets/diagrams/` and imports only the file's URL.
 * The server bundle inlines them, so every page's HTML carries its diagrams.
 */
import type {Plugin} from '@docusaurus/types';
import {DRAWING_FILE} from '../../src/remark/prerenderDiagrams/drawings';

export default function prerenderedDiagramsPlugin(): Plugin {
  return {
    name: 'prerendered-diagrams',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: DRAWING_FILE,
              type: 'asset/resource',
              // The file's name is already a hash of its content.
              generator: {filename: 'assets/diagrams/[name][ext]'},
            },
          ],
        },
      };
    },
  };
}
