/**
 * Code-block colours for light and dark mode. Every token colour keeps a
 * contrast of at least 4.5:1 with its background (WCAG AA), which the stock
 * Prism themes do not all do; the axe tests check it on every page.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Palette = {
  background: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  func: string;
  number: string;
  variable: string;
  tag: string;
};

function theme(colors: Palette): PrismTheme {
  return {
    plain: {color: colors.text, backgroundColor: colors.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colors.comment, fontStyle: 'italic'}},
      {types: ['keyword', 'important', 'atrule', 'rule', 'deleted'], style: {color: colors.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: {color: colors.string}},
      {types: ['function', 'class-name', 'builtin'], style: {color: colors.func}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'property'], style: {color: colors.number}},
      {types: ['variable', 'parameter', 'assign-left', 'entity'], style: {color: colors.variable}},
      {types: ['tag', 'selector', 'namespace'], style: {color: colors.tag}},
      {types: ['punctuation', 'operator'], style: {color: colors.text}},
      {types: ['bold'], style: {fontWeight: 'bold'}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
    ],
  };
}

export const lightCodeTheme = theme({
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#57606a',
  keyword: '#b3261e',
  string: '#0a3069',
  func: '#6639ba',
  number: '#0550ae',
  variable: '#953800',
  tag: '#116329',
});

export const darkCodeTheme = theme({
  background: '#1e2228',
  text: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  func: '#d2a8ff',
  number: '#79c0ff',
  variable: '#ffa657',
  tag: '#7ee787',
});
