/**
 * The search bar (replacing the theme's): DocSearch's button and modal,
 * answered by the site's embedded index, or by Algolia when the build has its
 * credentials.
 *
 * Why not the theme's bar: it keeps the modal's open state and its
 * `initialQuery` to itself, so the site could only know the modal was open,
 * cap its query or set a chosen suggestion by reaching into DocSearch's DOM.
 * src/search/docsearch renders the same DocSearch components with the theme's
 * public hooks (contextual filters, result URLs, Ask AI) and owns both.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AlgoliaSearchBar from '@site/src/search/docsearch/AlgoliaSearchBar';
import LocalSearchBar from '@site/src/search/docsearch/LocalSearchBar';
import type {SearchSettings} from '@site/src/search/settings';

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {mode} = siteConfig.customFields?.search as SearchSettings;
  return mode === 'algolia' ? <AlgoliaSearchBar /> : <LocalSearchBar />;
}
