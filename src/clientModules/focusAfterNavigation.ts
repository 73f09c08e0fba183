/**
 * After a client-side navigation the keyboard starts again from the top of the new page. Docusaurus's skip link
 * does that when the page's layout stays mounted; when the new page mounts a layout of its own (from one docs area
 * to another, or from the home page), nothing moved the focus. A link followed from the mobile menu then left it on
 * an element that was gone or hidden, and the next Tab went to wherever the browser had kept its place: the closing
 * menu, or the middle of the page. In that case, this does what the skip link does.
 */
import type {ClientModule} from '@docusaurus/types';
import {SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.hash || location.pathname === previousLocation.pathname) return;
    const active = document.activeElement;
    // Docusaurus, or the reader, has put the focus on the new page already.
    if (
      active &&
      active !== document.body &&
      !active.closest(`.${ThemeClassNames.layout.navbar.mobileSidebar.container}`)
    )
      return;
    // The skip link's region, the element Docusaurus focuses after a navigation.
    const top = document.querySelector(`a[href="#${SkipToContentFallbackId}"]`)?.parentElement;
    if (!top) return;
    top.setAttribute('tabindex', '-1');
    top.focus({preventScroll: true});
    top.removeAttribute('tabindex');
  },
};

export default clientModule;
