/**
 * Registered only when a tracker is configured. The head script of
 * `injectHtmlTags` (index.ts) has set up Matomo's command queue and loads the
 * tracker; this module queues a page view on every route change, the first
 * page included.
 */
import type {ClientModule} from '@docusaurus/types';

type MatomoCommand = [string, ...unknown[]];

declare global {
  interface Window {
    /** Matomo's command queue: the tracker replays it once matomo.js has loaded. */
    _paq?: MatomoCommand[];
  }
}

function commandQueue(): MatomoCommand[] {
  window._paq ??= [];
  return window._paq;
}

const matomoClientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const url = location.pathname + location.search;
    // Moving between anchors of the same page is not a new page view.
    if (previousLocation && previousLocation.pathname + previousLocation.search === url) {
      return;
    }
    let tracked = false;
    const trackPageView = () => {
      if (tracked) return;
      tracked = true;
      const queue = commandQueue();
      if (previousLocation) {
        queue.push(['setReferrerUrl', window.location.origin + previousLocation.pathname + previousLocation.search]);
      }
      queue.push(['setCustomUrl', url]);
      queue.push(['setDocumentTitle', document.title]);
      queue.push(['trackPageView']);
      // Matomo attaches click listeners to the links present now, so the
      // links of the newly rendered page need another pass.
      queue.push(['enableLinkTracking']);
    };
    // react-helmet-async sets the new page's title in an animation frame it requested while
    // the page rendered: track after that frame (a timeout alone sometimes ran first and
    // recorded the previous page's title). Hidden tabs run no frames: the fallback covers them.
    requestAnimationFrame(() => setTimeout(trackPageView));
    setTimeout(trackPageView, 1000);
  },
};

export default matomoClientModule;
