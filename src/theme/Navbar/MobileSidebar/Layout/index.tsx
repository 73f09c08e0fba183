/**
 * Swizzled (wrapped) layout of the mobile sidebar.
 *
 * Why: keyboard focus. The theme leaves the focus behind the sidebar when it
 * opens, and when a panel switches ("← Back to main menu", or the docs menu)
 * the panel that held the focus becomes inert, so the focus falls to the page
 * and a keyboard user loses their place. The wrapper moves the focus to the
 * first control of the panel now shown, and back to the menu button when the
 * sidebar closes.
 *
 * And the cost of a page's first load on a phone: the theme renders the
 * closed sidebar's menus as soon as the page knows it is on a phone. When
 * they mount, the hidden docs menu is laid out partly inside the viewport for
 * a moment, and Docusaurus's Link prefetches the page of every link it finds
 * on screen, so a docs page fetched the code of every page in its sidebar on
 * load and blocked the main thread doing it. The menus are rendered when the
 * sidebar first opens, and kept after that so that it closes as smoothly as
 * before. The layout itself is unchanged.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof LayoutType>;

const FOCUSABLE = 'a[href], button:not([disabled])';
const SIDEBAR = `.${ThemeClassNames.layout.navbar.mobileSidebar.container}`;
/** The sidebar's two panels, the main menu and the secondary (docs) menu, in that order. */
const PANELS = `${SIDEBAR} .${ThemeClassNames.layout.navbar.mobileSidebar.panel}`;
/** The sidebar fades in: its controls accept focus a few frames after it opens. */
const MAX_FOCUS_FRAMES = 30;

function focusWhenVisible(element: HTMLElement, frames = MAX_FOCUS_FRAMES): void {
  element.focus({preventScroll: true});
  if (document.activeElement !== element && frames > 0) {
    requestAnimationFrame(() => focusWhenVisible(element, frames - 1));
  }
}

function focusShownPanel(secondaryShown: boolean): void {
  const panels = document.querySelectorAll<HTMLElement>(PANELS);
  const target = panels[secondaryShown ? 1 : 0]?.querySelector<HTMLElement>(FOCUSABLE);
  if (target) focusWhenVisible(target);
}

function returnFocusToMenuButton(): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || Boolean(active.closest(SIDEBAR));
  // Infima's class of the menu button, which the theme's toggle renders.
  if (lost) document.querySelector<HTMLElement>('.navbar__toggle')?.focus({preventScroll: true});
}

function useFocusFollowsPanels(): void {
  const {shown} = useNavbarMobileSidebar();
  const {shown: secondaryShown} = useNavbarSecondaryMenu();
  const previous = useRef({shown, secondaryShown});
  useEffect(() => {
    const before = previous.current;
    previous.current = {shown, secondaryShown};
    if (before.shown === shown && before.secondaryShown === secondaryShown) return;
    // After the panels' `inert` attributes have been updated.
    const frame = requestAnimationFrame(() => {
      if (shown) focusShownPanel(secondaryShown);
      else if (before.shown) returnFocusToMenuButton();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, secondaryShown]);
}

/** True from the first time the sidebar opens. */
function useOpenedOnce(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render, so the menus are there in the same commit as the open sidebar.
  if (shown && !opened) setOpened(true);
  return shown || opened;
}

export default function MobileSidebarLayoutWrapper({primaryMenu, secondaryMenu, ...props}: Props): ReactNode {
  useFocusFollowsPanels();
  const opened = useOpenedOnce();
  return <Layout {...props} primaryMenu={opened ? primaryMenu : null} secondaryMenu={opened ? secondaryMenu : null} />;
}
