/**
 * Swizzled (wrapped) navbar.
 *
 * Why: mobile browsers paint their toolbar with `<meta name="theme-color">`.
 * Keeping that colour equal to the navbar's background makes the browser bar
 * and the navbar one surface in both colour modes. NavbarEnd marks where the
 * navbar's HTML ends, so the first paint waits for all of it. The navbar
 * itself is the theme's own, unchanged.
 */
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import NavbarEnd from '@site/src/components/NavbarEnd';
import ThemeColorMeta from '@site/src/components/ThemeColorMeta';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <ThemeColorMeta />
      <Navbar {...props} />
      <NavbarEnd />
    </>
  );
}
