/**
 * Swizzled (wrapped) BlogAuthorsListPage.
 *
 * Why: the theme gives the authors page no description. Every page needs a description of its own for search engines and
 * link previews; the page itself is unchanged.
 */
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageDescription description="The people who write the Overture Docs blog, with their posts: the Overture team at the Ontario Institute for Cancer Research." />
    </>
  );
}
