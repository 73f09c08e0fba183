/**
 * Bench page bundle: the search engine on the page's main thread, to time
 * queries themselves, and a way to start the real search worker.
 */
import {SearchEngine} from '../../src/search/core/engine';
import {answerSearch} from '../../src/search/core/localSearch';
import {httpIndexSource} from '../../src/search/client/indexSource';

declare global {
  interface Window {
    searchBench: typeof searchBench;
  }
}

const searchBench = {
  engine(indexUrl: string) {
    const engine = new SearchEngine(httpIndexSource(indexUrl));
    return {
      warmUp: () => engine.warmUp(),
      /** URLs of the best results, with their display data built (as a reader would get them). */
      search: async (query: string, hitsPerPage = 5) =>
        (await answerSearch(engine, {query, hitsPerPage, attributesToSnippet: ['content:10']})).hits.map(
          (hit) => hit.url,
        ),
    };
  },
};

window.searchBench = searchBench;
