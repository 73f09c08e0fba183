/**
 * Swizzled (wrapped) BlogArchivePage.
 *
 * Why: the theme describes the archive with the single word "Archive".
 * Every page needs a description of its own for search engines and link
 * previews; the page itself is unchanged.
 */
import BlogArchivePage from '@theme-original/BlogArchivePage';
import {withPageDescription} from '@site/src/components/PageDescription';

export default withPageDescription(
  BlogArchivePage,
  'Every post of the Overture Docs blog by year: release notes, project news and articles on running Overture.',
);
