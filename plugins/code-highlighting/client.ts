/**
 * Starts loading the highlighter as soon as a client-side navigation begins,
 * alongside the new page's own code, so its code blocks are rarely drawn
 * without colours first. The first page load never needs it.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadTokenizer} from '@code-highlighter';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      loadTokenizer().catch(() => undefined);
    }
  },
};

export default clientModule;
