/**
 * Swizzled (wrapped) BlogTagsListPage.
 *
 * Why: the theme gives the tags page no description.
 * Every page needs a description of its own for search engines and link
 * previews; the page itself is unchanged.
 */
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withPageDescription} from '@site/src/components/PageDescription';

export default withPageDescription(
  BlogTagsListPage,
  'The topics of the Overture Docs blog, with the number of posts on each: announcements, releases, explainers and news about this site.',
);
