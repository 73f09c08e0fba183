/**
 * The one parser for reading the site's pages outside Docusaurus's own pipeline: Markdown with MDX, GitHub tables
 * and task lists, front matter and directives (admonitions), the syntax Docusaurus reads `.md` and `.mdx` with.
 * Shared by the content check (`scripts/lib/contentPages.ts`), the search index under `npm start`
 * (`plugins/search-index/extract/markdown.ts`) and the Markdown copies of the pages (`plugins/llms-txt`), so the
 * three read a page alike.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();
