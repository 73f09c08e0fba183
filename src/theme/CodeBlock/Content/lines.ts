import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

// The same props prism-react-renderer gives lines and tokens, without inline
// colours: those come from the generated token-colours stylesheet.

export function lineProps({className, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

export function tokenProps({token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    // An empty line keeps its height (as prism-react-renderer does it).
    style: token.empty ? {display: 'inline-block', ...style} : style,
  };
}

/** Lines of untokenised text, shaped like the tokeniser's output. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}
