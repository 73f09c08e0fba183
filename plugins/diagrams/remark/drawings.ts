/**
 * Where drawn diagrams are kept for the bundlers: one JSON file per drawing,
 * named by its content. The server bundle inlines the file; the browser's
 * bundle emits it as an asset (plugins/diagrams/index.ts) and gets its URL.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {CACHE_DIR} from './renderer';

/** A diagram drawn for each colour mode. */
export interface DiagramDrawing {
  light: string;
  dark: string;
}

export const DEFAULT_DRAWINGS_DIR = path.join(CACHE_DIR, 'drawings');

/** Matches a drawing file's path (the bundlers treat these files specially). */
export const DRAWING_FILE = /[\\/]overture-diagrams[\\/]drawings[\\/][0-9a-f]{16}\.json$/;

/** Writes the drawing (unless an identical one is there) and returns its path. */
export function saveDrawing(drawing: DiagramDrawing, dir = DEFAULT_DRAWINGS_DIR): string {
  const json = JSON.stringify(drawing);
  const file = path.join(dir, `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`);
  if (!existsSync(file)) {
    mkdirSync(dir, {recursive: true});
    writeFileSync(file, json);
  }
  return file;
}
