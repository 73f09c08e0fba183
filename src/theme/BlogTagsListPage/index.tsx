/**
 * Swizzled (wrapped) BlogTagsListPage.
 *
 * Why: the theme gives the tags page no description. Every page needs a description of its own for search engines and
 * link previews; the page itself is unchanged.
 */
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageDescription description="The topics of the Overture Docs blog, with the number of posts on each: announcements, releases, explainers and news about this site." />
    </>
  );
}
