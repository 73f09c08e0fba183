/**
 * The inline script, at the end of every page's body, that starts the page's
 * scripts once the browser has painted the page.
 *
 * As deferred scripts, runtime, chunks and main ran as soon as the HTML was
 * parsed, and when they were already at hand (cached, or on a fast link) the
 * browser painted the page (already complete in the HTML) only after main.js
 * had been evaluated and had started the app: 40 to 60 ms more at a
 * phone-speed CPU. Here the scripts are fetched as before (preload links) and
 * run, in the same order, after the first contentful paint has been presented
 * and two frames have passed. Hydration starts a frame or two later than
 * before, while the reader already sees the page.
 *
 * If the browser cannot report paints, the scripts start two frames in; if
 * it reports none in half a second after that, they start anyway. A hidden
 * page (a background tab) paints nothing, so it starts when shown.
 *
 * Plain ES5, kept readable: it runs as written in every browser the site
 * supports, and its hash goes in the Content-Security-Policy
 * (plugins/http-headers finds it in the built pages).
 */
import {PAGE_SCRIPT_ATTRIBUTE, ROUTE_CHUNK_ATTRIBUTE} from './attributes';

/** How long to wait for a paint report after the first two frames, in ms. */
export const PAINT_REPORT_TIMEOUT_MS = 500;

export const START_AFTER_PAINT_SCRIPT = `(function () {
  var links = document.querySelectorAll('link[${PAGE_SCRIPT_ATTRIBUTE}]');
  var started = false;
  var painted = false;
  var framesPassed = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      // The attribute as written, so that webpack recognises the chunk scripts it looks for.
      script.src = links[i].getAttribute('href');
      // In document order, as the deferred scripts ran.
      script.async = false;
      if (links[i].hasAttribute('${ROUTE_CHUNK_ATTRIBUTE}')) script.setAttribute('${ROUTE_CHUNK_ATTRIBUTE}', '');
      document.head.appendChild(script);
    }
  }
  function startIfReady() {
    if (painted && framesPassed) setTimeout(start, 0);
  }
  if (links.length === 0) return;
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw new Error('no paint timing');
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startIfReady();
    }).observe({type: 'paint', buffered: true});
  } catch (error) {
    painted = true;
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      framesPassed = true;
      startIfReady();
      setTimeout(start, ${PAINT_REPORT_TIMEOUT_MS});
    });
  });
})();`;
