import type {PrismTheme} from 'prism-react-renderer';

function cssProperty(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function rules(theme: PrismTheme, scope: string): string[] {
  const {color, backgroundColor} = theme.plain;
  const block = `${scope}.theme-code-block { --prism-color: ${color}; --prism-background-color: ${backgroundColor}; }`;
  return [
    block,
    ...theme.styles.map(({types, languages, style}) => {
      const within = languages ? languages.map((language) => `.language-${language} `) : [''];
      const selectors = within.flatMap((prefix) => types.map((type) => `${scope}${prefix}.token.${type}`));
      const declarations = Object.entries(style)
        .map(([name, value]) => `${cssProperty(name)}: ${String(value)};`)
        .join(' ');
      return `${selectors.join(', ')} { ${declarations} }`;
    }),
  ];
}

/**
 * The code-block and token colours of the two Prism themes as CSS. Light is the default and
 * dark applies under `[data-theme='dark']`, so code-block HTML is the same in
 * both modes and switching mode redraws nothing. Rules keep the theme's order;
 * a token of several types takes the colour of the type whose rule comes last.
 */
export function tokenColoursCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Generated from config/prismThemes.ts by plugins/code-highlighting. */',
    ...rules(light, ''),
    ...rules(dark, "[data-theme='dark'] "),
    '',
  ].join('\n');
}
