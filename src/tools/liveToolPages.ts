/**
 * Which pages carry a live tool, for what the rest of the page does
 * differently around one. Kept apart from the tools' own code (and from the
 * remark plugin, which gives them their examples) so that the page components
 * that read it load nothing more.
 *
 * A page with a live tool has no closed `<details>` element: while one is on
 * the page, Chromium's selection handling slows down badly, and selecting,
 * replacing or deleting a large paste in a tool's box locks the tab for
 * minutes (issue 28; the same steps take under a second without it). The
 * page's Sources list, a `<details>` on other pages, is shown open there.
 */

/** The components a page places a live tool with (the names src/remark/toolExamples looks for). */
export const LIVE_TOOL_COMPONENTS = ['SqonPlayground', 'DictionaryChecker'] as const;

/** The front matter key (added by `markdown.parseFrontMatter` in docusaurus.config.ts) of a page with a live tool. */
export const LIVE_TOOL_KEY = 'live_tool';

const TOOL_ELEMENT = new RegExp(`^\\s*<(?:${LIVE_TOOL_COMPONENTS.join('|')})\\b`, 'm');

/** Whether a page's Markdown places a live tool (an element at the start of a line, as MDX blocks are written). */
export const usesLiveTool = (source: string): boolean => TOOL_ELEMENT.test(source);
