/**
 * An empty marker rendered right after the navbar. The site's head holds a
 * `<link rel="expect" blocking="render">` to it (docusaurus.config.ts), so the
 * browser paints nothing until the whole navbar is parsed. Without it, a long
 * page's first paint may show the navbar's right-hand items before the search
 * button has arrived, and they shift left when it does.
 */
import type {ReactNode} from 'react';
import {NAVBAR_END_ID} from './id';

export default function NavbarEnd(): ReactNode {
  return <span id={NAVBAR_END_ID} hidden />;
}
