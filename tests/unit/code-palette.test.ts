/**
 * The code blocks' colours meet WCAG AA: every colour the two Prism themes give text keeps a contrast of at least
 * 4.5:1 with the code-block background, plain and on a highlighted line. The browser's axe scan leaves code-block text
 * out of its colour rules, because these themes decide every colour there (plugins/code-highlighting writes the token
 * CSS from them), and this check is exact where the scan of each token took a third of a code-heavy page's scan.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';

type Rgb = [number, number, number];

function hex(colour: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!match) throw new Error(`Not a #rrggbb colour: ${colour}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The highlighted-line background of each mode, `rgb(r g b / a%)` in src/css/custom.css, laid over `under`. */
function highlightedLine(mode: 'light' | 'dark', under: Rgb): Rgb {
  const css = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
  const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/g)];
  expect(values, 'custom.css sets the highlighted-line background for light, then dark mode').toHaveLength(2);
  const [, r, g, b, percent] = values[mode === 'light' ? 0 : 1];
  const alpha = Number(percent) / 100;
  return [r, g, b].map((channel, index) => Math.round(Number(channel) * alpha + under[index] * (1 - alpha))) as Rgb;
}

function textColours(theme: PrismTheme): {name: string; colour: string}[] {
  return [
    {name: 'plain text', colour: theme.plain.color!},
    ...theme.styles
      .filter(({style}) => style.color)
      .map(({types, style}) => ({name: types.join('/'), colour: style.color!})),
  ];
}

describe('code-block colours (WCAG AA, 4.5:1)', () => {
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    const background = hex(theme.plain.backgroundColor!);
    const backgrounds = {'code block': background, 'highlighted line': highlightedLine(mode, background)};
    it(`every ${mode} token colour on the code block and on a highlighted line`, () => {
      const failing = textColours(theme).flatMap(({name, colour}) =>
        Object.entries(backgrounds)
          .map(([where, under]) => ({where, ratio: contrast(hex(colour), under)}))
          .filter(({ratio}) => ratio < 4.5)
          .map(({where, ratio}) => `${name} ${colour} on the ${where}: ${ratio.toFixed(2)}:1`),
      );
      expect(failing).toEqual([]);
    });
  }

  it('computes contrast as WCAG does', () => {
    expect(contrast(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(hex('#767676'), hex('#ffffff'))).toBeCloseTo(4.54, 2);
  });
});
