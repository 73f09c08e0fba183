/**
 * Swizzled (wrapped) NotFound/Content.
 *
 * Why: a reader who mistyped or trimmed an address gets a way on: a search form with the address's words and the
 * pages whose addresses are closest. The theme's own message stays as it is, above.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
