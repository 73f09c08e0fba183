/**
 * Swizzled (wrapped) DocItem/Content.
 *
 * Why: a page about a tool release says which one, right under its title:
 * "Applies to Song 5.3.0", from the page's `software` front matter. The
 * line goes before the Markdown body, inside the theme's own content block,
 * which is otherwise unchanged.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {AppliesTo} from '@site/src/components/ReleaseFacts';
import {releaseFactsOf} from '@site/src/utils/releaseFacts';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  const {frontMatter} = useDoc();
  const facts = releaseFactsOf(frontMatter as Record<string, unknown>);
  return (
    <Content {...props}>
      {facts && facts.releases.length > 0 && <AppliesTo releases={facts.releases} />}
      {children}
    </Content>
  );
}
