/**
 * Registered only in builds that send search usage events (ALGOLIA_INSIGHTS=true):
 * copying code on the page a search result opened is a conversion for that
 * result, whether with a code block's copy button or by selecting code and
 * copying it. Moving to another page ends that chance.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {COPY_BUTTON_CLASS} from './codeCopy';
import {codeCopied, pageShown} from './insights';

function isInCode(node: Node | null | undefined): boolean {
  const element = node instanceof Element ? node : node?.parentElement;
  return Boolean(element?.closest('pre'));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(`.${COPY_BUTTON_CLASS}`)) codeCopied();
    },
    {capture: true},
  );
  document.addEventListener('copy', () => {
    const selection = document.getSelection();
    if (selection && !selection.isCollapsed && (isInCode(selection.anchorNode) || isInCode(selection.focusNode))) {
      codeCopied();
    }
  });
}

const insightsClientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    pageShown(location.pathname);
  },
};

export default insightsClientModule;
