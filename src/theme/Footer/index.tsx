/**
 * Swizzled (wrapped) footer.
 *
 * Why: every page gets a way to report a problem with that exact page (a
 * pre-filled issue in the site's repository) and the funding acknowledgement
 * Overture's funders ask for. Both sit in a strip just above the theme's own
 * footer, which is unchanged and still configured in `docusaurus.config.ts`.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import FooterFeedback from '@site/src/components/FooterFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <FooterFeedback />
      <Footer {...props} />
    </>
  );
}
