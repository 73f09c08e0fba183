import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenColoursCss} from '../../plugins/code-highlighting/tokenColours';
import {lineProps, plainLines, tokenProps} from '../../src/theme/CodeBlock/Content/lines';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment'], style: {color: '#555555', fontStyle: 'italic'}},
    {types: ['keyword', 'class-name'], style: {color: '#aa0000'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#005500'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#202020'},
  styles: [{types: ['comment'], style: {color: '#999999'}}],
};

describe('code-highlighting token colours', () => {
  const css = tokenColoursCss(light, dark);

  it('gives light colours by default and dark ones under the dark colour mode', () => {
    expect(css).toContain('.theme-code-block { --prism-color: #111111; --prism-background-color: #fafafa; }');
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block { --prism-color: #eeeeee; --prism-background-color: #202020; }",
    );
    expect(css).toContain('.token.comment { color: #555555; font-style: italic; }');
    expect(css).toContain("[data-theme='dark'] .token.comment { color: #999999; }");
  });

  it('writes one selector per token type, and scopes language-only rules', () => {
    expect(css).toContain('.token.keyword, .token.class-name { color: #aa0000; }');
    expect(css).toContain('.language-markup .token.tag { color: #005500; }');
  });

  it('keeps the theme order, so a later rule wins as a later theme entry does', () => {
    expect(css.indexOf('.token.comment {')).toBeLessThan(css.indexOf('.token.keyword'));
    expect(css.indexOf('.token.keyword')).toBeLessThan(css.indexOf("[data-theme='dark'] .token.comment"));
  });
});

describe('code-block lines', () => {
  it('splits code into plain lines shaped like the tokeniser output, empty lines kept', () => {
    expect(plainLines('a\r\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });

  it('gives lines and tokens their classes without inline colours', () => {
    expect(lineProps({line: [], className: 'highlighted'})).toEqual({className: 'token-line highlighted'});
    expect(tokenProps({token: {types: ['string', 'url'], content: '"x"'}})).toEqual({
      className: 'token string url',
      children: '"x"',
      style: undefined,
    });
    expect(tokenProps({token: {types: ['plain'], content: '\n', empty: true}}).style).toEqual({
      display: 'inline-block',
    });
  });
});
