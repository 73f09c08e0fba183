/**
 * Every component, prop and theme key that the Arranger components page names exists
 * in the type declarations published with @overture-stack/arranger-components 3.0.7.
 *
 * Conventions on the page (see the report of issue 14, and the README text proposed there):
 * - A component is a level-3 heading that starts with inline code: ### `Table`.
 *   The name must be a value exported by the package.
 * - A props table is a table whose first header cell starts with "Prop". The first inline
 *   code of each row's first cell is a prop name. Props are looked up on the props type of
 *   the heading's component (the first parameter of its call signature), or, when the header
 *   cell itself holds inline code (| Prop (declared on `SQONViewerProps`) |), on that export:
 *   an interface or type alias as declared, a function through its first parameter.
 *   A props type that is `any` fails: it would let any name pass.
 * - A theme table is a table whose first header cell starts with "Theme key"; each row's
 *   inline code is a dotted path into the exported `BaseThemeInterface`.
 * - Names imported from '@overture-stack/arranger-components' in the page's tsx blocks must be exports.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Heading, InlineCode, Nodes, Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const PAGE = 'docs/core-software/arranger/usage/arranger-components.md';
const PACKAGE = '@overture-stack/arranger-components';
const DECLARATIONS = path.join(ROOT, 'node_modules', PACKAGE, 'dist/index.d.ts');

// The declarations as a TypeScript program: the same view a reader's editor has.
const program = ts.createProgram([DECLARATIONS], {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  target: ts.ScriptTarget.ES2022,
});
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(DECLARATIONS)!)!;
const exportsByName = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]));

const resolve = (symbol: ts.Symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

function exported(name: string): ts.Symbol | undefined {
  const symbol = exportsByName.get(name);
  return symbol && resolve(symbol);
}

const describeType = (type: ts.Type) => checker.typeToString(type);

/** The type whose properties are the props: a declared type as is, a function's first parameter. */
function propsTypeOf(name: string): ts.Type {
  const symbol = exported(name);
  if (!symbol) throw new Error(`\`${name}\` is not exported by ${PACKAGE}`);
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))
    return checker.getDeclaredTypeOfSymbol(symbol);
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) throw new Error(`\`${name}\` has no declaration`);
  const [signature] = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
  const [parameter] = signature?.getParameters() ?? [];
  if (!parameter) throw new Error(`\`${name}\` is not a component: it takes no props`);
  return checker.getTypeOfSymbolAtLocation(parameter, declaration);
}

function propertyOf(type: ts.Type, name: string): ts.Type | undefined {
  const property = checker.getPropertyOfType(checker.getApparentType(checker.getNonNullableType(type)), name);
  if (!property) return undefined;
  const declaration = property.valueDeclaration ?? property.declarations?.[0];
  return declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
}

const isAny = (type: ts.Type) => (type.flags & ts.TypeFlags.Any) !== 0;

// The page, parsed like the site parses it.
const source = readFileSync(path.join(ROOT, PAGE), 'utf8');
const tree = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .parse(source) as Root;

const firstCode = (node: Nodes): string | undefined => {
  if (node.type === 'inlineCode') return (node as InlineCode).value;
  if ('children' in node) {
    for (const child of node.children) {
      const found = firstCode(child as Nodes);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};
const lineOf = (node: Nodes) => node.position?.start.line ?? 0;

type Check = {name: string; run: () => void};
const components: Check[] = [];
const props: Check[] = [];
const themeKeys: Check[] = [];

let component: string | undefined;
for (const node of tree.children) {
  if (node.type === 'heading') {
    const heading = node as Heading;
    if (heading.depth <= 2) component = undefined;
    if (heading.depth === 3) {
      const first = heading.children[0];
      component = first?.type === 'inlineCode' ? first.value : undefined;
      if (component) {
        const name = component;
        components.push({
          name: `${PAGE}:${lineOf(heading)} ${name}`,
          run: () => {
            const symbol = exported(name);
            expect(symbol, `\`${name}\` is not exported by ${PACKAGE}`).toBeDefined();
            expect(symbol!.flags & ts.SymbolFlags.Value, `\`${name}\` is only a type`).not.toBe(0);
          },
        });
      }
    }
  }
  if (node.type !== 'table') continue;
  const table = node as Table;
  const [header, ...rows] = table.children;
  const headerCell = header?.children[0];
  if (!headerCell) continue;
  const headerText = toString(headerCell).trim();
  if (headerText.startsWith('Prop')) {
    const declaredOn = firstCode(headerCell) ?? component;
    for (const row of rows) {
      const prop = firstCode(row.children[0]);
      const owner = declaredOn;
      props.push({
        name: `${PAGE}:${lineOf(row)} ${owner ?? '(no component heading)'} prop ${prop ?? '(no inline code)'}`,
        run: () => {
          expect(owner, 'a props table needs a component heading or a declaration in its header').toBeDefined();
          expect(prop, 'the first cell of a props row needs the prop name in inline code').toBeDefined();
          const type = propsTypeOf(owner!);
          expect(isAny(type), `the declarations type the props of \`${owner}\` as any`).toBe(false);
          expect(propertyOf(type, prop!), `\`${prop}\` is not a prop of ${describeType(type)}`).toBeDefined();
        },
      });
    }
  } else if (headerText.startsWith('Theme key')) {
    for (const row of rows) {
      const key = firstCode(row.children[0]);
      themeKeys.push({
        name: `${PAGE}:${lineOf(row)} theme key ${key ?? '(no inline code)'}`,
        run: () => {
          expect(key, 'the first cell of a theme row needs the key in inline code').toBeDefined();
          let type = propsTypeOf('BaseThemeInterface');
          const walked: string[] = [];
          for (const segment of key!.split('.')) {
            expect(isAny(type), `\`${walked.join('.')}\` is typed any: cannot check below it`).toBe(false);
            const next = propertyOf(type, segment);
            expect(next, `\`${[...walked, segment].join('.')}\` is not in BaseThemeInterface`).toBeDefined();
            type = next!;
            walked.push(segment);
          }
        },
      });
    }
  }
}

// Names the page's code imports from the package.
const imports: Check[] = [];
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@overture-stack\/arranger-components'/g;
const codeNodes: Code[] = [];
const collectCode = (node: Nodes) => {
  if (node.type === 'code') codeNodes.push(node as Code);
  else if ('children' in node) node.children.forEach((child) => collectCode(child as Nodes));
};
collectCode(tree);
for (const node of codeNodes) {
  if (!['tsx', 'ts'].includes(node.lang ?? '')) continue;
  for (const match of node.value.matchAll(IMPORT)) {
    for (const raw of match[1].split(',')) {
      const name = raw.replace(/^\s*type\s+/, '').trim();
      if (!name) continue;
      imports.push({
        name: `${PAGE}:${lineOf(node)} import ${name}`,
        run: () => expect(exportsByName.has(name), `\`${name}\` is not exported by ${PACKAGE}`).toBe(true),
      });
    }
  }
}

describe(`names on the components page exist in ${PACKAGE} 3.0.7's declarations`, () => {
  it(`finds components (${components.length}), props (${props.length}), theme keys (${themeKeys.length}) and imports (${imports.length})`, () => {
    expect(components.length).toBeGreaterThan(0);
    expect(props.length).toBeGreaterThan(0);
    expect(themeKeys.length).toBeGreaterThan(0);
  });
  for (const check of [...components, ...props, ...themeKeys, ...imports]) it(check.name, check.run);
});
