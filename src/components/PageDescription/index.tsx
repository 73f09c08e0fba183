import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * The description search engines and link previews show for a page whose theme
 * component gives none (or only a word). Render it after the page so it wins.
 */
export default function PageDescription({description}: {description: string}): ReactNode {
  return <PageMetadata description={description} />;
}

/** Wraps a theme page so that it carries `description`; the page itself is unchanged. */
export function withPageDescription<Props extends object>(
  Page: ComponentType<Props>,
  description: string,
): (props: Props) => ReactNode {
  function PageWithDescription(props: Props): ReactNode {
    return (
      <>
        <Page {...props} />
        <PageDescription description={description} />
      </>
    );
  }
  PageWithDescription.displayName = `WithPageDescription(${Page.displayName ?? Page.name})`;
  return PageWithDescription;
}
