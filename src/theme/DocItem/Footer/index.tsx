/**
 * Swizzled (wrapped) DocItem/Footer.
 *
 * Why: a page about a tool release lists the files its facts were checked
 * against (its `sources` front matter), each linked to that file at that
 * release, after the page's body and before the theme's own footer (edit
 * link), which is unchanged. Under that footer, with "Edit this page", go the
 * page's other actions: "Copy page" and "View as Markdown" (its Markdown
 * copy, plugins/llms-txt). Only docs pages load this component, so pages of
 * other kinds carry none of it.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SourceList} from '@site/src/components/ReleaseFacts';
import PageActions from '@site/src/components/PageActions';
import {releaseFactsOf} from '@site/src/utils/releaseFacts';
import {LIVE_TOOL_KEY} from '@site/src/tools/liveToolPages';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const facts = releaseFactsOf(frontMatter as Record<string, unknown>);
  // No closed <details> on a page with a live tool (src/tools/liveToolPages.ts).
  const collapsed = (frontMatter as Record<string, unknown>)[LIVE_TOOL_KEY] !== true;
  return (
    <>
      {facts && <SourceList {...facts} collapsed={collapsed} />}
      <Footer {...props} />
      <PageActions permalink={metadata.permalink} />
    </>
  );
}
