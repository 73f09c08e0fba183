/**
 * Swizzled (wrapped) BlogArchivePage.
 *
 * Why: the theme describes the archive with the single word "Archive". Every page needs a description of its own for search engines and
 * link previews; the page itself is unchanged.
 */
import type {ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogArchivePageType>;

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogArchivePage {...props} />
      <PageDescription description="Every post of the Overture Docs blog by year: release notes, project news and articles on running Overture." />
    </>
  );
}
