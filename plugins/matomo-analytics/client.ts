import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type {ClientModule} from '@docusaurus/types';
import type {MatomoGlobalData} from './index';

type MatomoCommand = [string, ...unknown[]];

declare global {
  interface Window {
    /** Matomo's command queue: the tracker replays it once matomo.js has loaded. */
    _paq?: MatomoCommand[];
  }
}

export const SCRIPT_LOAD_ERROR = 'Failed to load Matomo tracking script';

function commandQueue(): MatomoCommand[] {
  window._paq ??= [];
  return window._paq;
}

function loadTracker({trackerUrl, siteId}: MatomoGlobalData): void {
  const queue = commandQueue();
  // Cookie-less tracking: the site has no consent banner and needs none.
  queue.push(['disableCookies']);
  queue.push(['setTrackerUrl', `${trackerUrl}matomo.php`]);
  queue.push(['setSiteId', siteId]);

  const script = document.createElement('script');
  script.async = true;
  script.src = `${trackerUrl}matomo.js`;
  script.onerror = () => console.error(SCRIPT_LOAD_ERROR);
  document.head.appendChild(script);
}

const settings = globalData['matomo-analytics']?.default as MatomoGlobalData | undefined;

if (ExecutionEnvironment.canUseDOM && settings) {
  loadTracker(settings);
}

const matomoClientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!settings) {
      return;
    }
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
