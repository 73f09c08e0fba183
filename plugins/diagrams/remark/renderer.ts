/**
 * Draws Mermaid diagrams to SVG at build time, in a headless Chromium
 * (mermaid-isomorphic runs Mermaid itself in the browser, so the result is
 * the same drawing the reader's browser would make, without shipping Mermaid).
 *
 * Results are cached on disk by content, so a warm build starts no browser.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {MermaidConfig} from 'mermaid';
import type * as MermaidIsomorphic from 'mermaid-isomorphic';
import type * as Playwright from 'playwright';
import {PLAYWRIGHT_CHROMIUM_FLAGS} from '../../../config/chromium';
import {COMPACT_SETTINGS, compactSvg} from './compact';

/** One diagram drawn in one colour mode. */
export interface DrawnDiagram {
  svg: string;
}

/** How Mermaid draws in one colour mode: its theme, theme variables and layout settings. */
export type DiagramConfig = Pick<MermaidConfig, 'theme' | 'themeVariables' | 'flowchart' | 'sequence' | 'state'>;

export interface DiagramRequest {
  /** The diagram's Mermaid source. */
  source: string;
  /** The Mermaid configuration of the colour mode it is drawn for. */
  config: DiagramConfig;
  /** Prefix of the SVG's element ids: unique on the page. */
  idPrefix: string;
}

/**
 * Draws one diagram; rejects with Mermaid's message when the source is invalid,
 * or with a BrowserUnavailableError when Chromium could not be used at all.
 */
export type DiagramRenderer = (request: DiagramRequest) => Promise<DrawnDiagram>;

/** Chromium did not start or could not load Mermaid: a problem of the machine, not of the diagram. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
}

const require = createRequire(__filename);
/** The build cache of diagrams: drawings by request, and the drawing files pages import (./drawings). */
export const CACHE_DIR = path.resolve('node_modules/.cache/overture-diagrams');
/** Font stack Mermaid measures labels with: metrically the same on Linux (Liberation Sans), macOS and Windows. */
const FONT_FAMILY = 'arial,sans-serif';

/** An installed package's version (read from disk: some packages do not export package.json). */
function packageVersion(name: string): string {
  const file = path.resolve('node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : 'unknown';
}

/**
 * The Chromium to draw with: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or
 * Playwright's own download (e.g. after `npx playwright install chromium`).
 * Undefined when there is none: diagrams are then drawn in the reader's browser.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  try {
    candidates.push((require('playwright') as typeof Playwright).chromium.executablePath());
  } catch {
    // Playwright is a development dependency: absent in a production-only install.
  }
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** How long to wait for more diagrams before drawing: MDX files compile side by side. */
const BATCH_DELAY_MS = 100;

interface Pending extends DiagramRequest {
  resolve: (drawn: DrawnDiagram) => void;
  reject: (error: Error) => void;
}

/**
 * A renderer drawing with the given Chromium, caching its drawings on disk.
 * Diagrams asked for within a short delay are drawn together, in one page of
 * one browser: loading Mermaid into a page costs more than drawing a diagram.
 * Throws when mermaid-isomorphic cannot be loaded: it is an ES module, which
 * the transpiled site config can `require` on Node 20.19 and later only.
 */
export function createChromiumRenderer(executablePath: string): DiagramRenderer {
  const {createMermaidRenderer} = require('mermaid-isomorphic') as typeof MermaidIsomorphic;
  let renderMany: MermaidIsomorphic.MermaidRenderer | undefined;
  const versions = `${packageVersion('mermaid')}/${packageVersion('mermaid-isomorphic')}/svgo ${packageVersion('svgo')} ${COMPACT_SETTINGS}`;
  const queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let batches = 0;

  function cacheFileOf({source, config, idPrefix}: DiagramRequest): string {
    const key = createHash('sha256')
      .update(JSON.stringify([versions, FONT_FAMILY, config, idPrefix, source]))
      .digest('hex');
    return path.join(CACHE_DIR, `${key}.json`);
  }

  async function drawBatch(config: DiagramConfig, requests: Pending[]): Promise<void> {
    renderMany ??= createMermaidRenderer({launchOptions: {executablePath, args: PLAYWRIGHT_CHROMIUM_FLAGS}});
    // Ids in one batch are `<batch>-<index>`; each drawing then gets its own prefix.
    const batchPrefix = `overture-diagram-batch-${(batches += 1)}`;
    const results = await renderMany(
      requests.map((request) => request.source),
      {prefix: batchPrefix, mermaidConfig: {...config, fontFamily: FONT_FAMILY}},
    );
    results.forEach((result, index) => {
      const request = requests[index];
      if (result.status === 'rejected') {
        const reason = result.reason as {message?: string} | undefined;
        request.reject(new Error(reason?.message ?? String(reason)));
        return;
      }
      const {svg} = result.value;
      const ownIds = new RegExp(`${batchPrefix}-${index}(?![0-9])`, 'g');
      const drawn: DrawnDiagram = {svg: compactSvg(svg.replace(ownIds, request.idPrefix))};
      mkdirSync(CACHE_DIR, {recursive: true});
      writeFileSync(cacheFileOf(request), JSON.stringify(drawn));
      request.resolve(drawn);
    });
  }

  function flush(): void {
    const requests = queue.splice(0);
    // One batch per configuration (colour mode): Mermaid is set up once per page of the browser.
    const configs = new Map(requests.map((request) => [JSON.stringify(request.config), request.config]));
    for (const [key, config] of configs) {
      const ofTheme = requests.filter((request) => JSON.stringify(request.config) === key);
      drawBatch(config, ofTheme).catch((error: Error) => {
        const unavailable = new BrowserUnavailableError(error.message, {cause: error});
        ofTheme.forEach((request) => request.reject(unavailable));
      });
    }
  }

  return (request) => {
    const cacheFile = cacheFileOf(request);
    if (existsSync(cacheFile)) return Promise.resolve(JSON.parse(readFileSync(cacheFile, 'utf8')) as DrawnDiagram);
    return new Promise<DrawnDiagram>((resolve, reject) => {
      queue.push({...request, resolve, reject});
      clearTimeout(timer);
      timer = setTimeout(flush, BATCH_DELAY_MS);
    });
  };
}
