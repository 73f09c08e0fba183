import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * The description search engines and link previews show for a page whose theme
 * component gives none (or only a word). Render it after the page so it wins.
 */
export default function PageDescription({description}: {description: string}): ReactNode {
  return <PageMetadata description={description} />;
}
