/**
 * Swizzled (wrapped) MDX components: the theme's own, with Markdown tables
 * rendered by ScrollableTable so wide tables can be scrolled from the keyboard.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
