/**
 * Wrapped copy button of code blocks.
 *
 * Why: copying code from a page a search result opened is the conversion the
 * search usage events report (src/search/insights). The button keeps the
 * theme's look and behaviour; it only carries a class of ours, by which that
 * code (loaded only when usage events are on) recognises a click on it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {COPY_BUTTON_CLASS} from '@site/src/search/insights/codeCopy';

type Props = WrapperProps<typeof CopyButtonType>;

export default function CopyButtonWrapper(props: Props): ReactNode {
  return <CopyButton {...props} className={clsx(props.className, COPY_BUTTON_CLASS)} />;
}
