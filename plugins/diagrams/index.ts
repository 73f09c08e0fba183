/**
 * Mermaid diagrams drawn at build time, in one folder: `remark/` draws every diagram in light and dark (run by the
 * docs, blog and pages plugins, see docusaurus.config.ts), `components/PrerenderedDiagram` shows the drawing of the
 * reader's colour mode, and this plugin keeps the drawings (the JSON files the remark step writes and imports into
 * pages) out of the browser's JavaScript: its bundle emits
 * each as a file under `assets/diagrams/` and imports only the file's URL.
 * The server bundle inlines them, so every page's HTML carries its diagrams.
 */
import type {Plugin} from '@docusaurus/types';
import {DRAWING_FILE} from './remark/drawings';

export default function prerenderedDiagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
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
