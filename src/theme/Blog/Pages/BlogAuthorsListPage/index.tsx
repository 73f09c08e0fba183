/**
 * Swizzled (wrapped) BlogAuthorsListPage.
 *
 * Why: the theme gives the authors page no description.
 * Every page needs a description of its own for search engines and link
 * previews; the page itself is unchanged.
 */
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withPageDescription} from '@site/src/components/PageDescription';

export default withPageDescription(
  BlogAuthorsListPage,
  'The people who write the Overture Docs blog, with their posts: the Overture team at the Ontario Institute for Cancer Research.',
);
