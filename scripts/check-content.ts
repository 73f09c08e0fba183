/**
 * `npm run check:content`: every Markdown page has a title and a description,
 * no placeholder text, a language on every code block, and JSON and YAML
 * blocks that parse; every page that states facts about the software has a
 * current record of checked statements. (Broken links and images fail the
 * build itself.)
 */
import {loadContentPages} from './lib/contentPages';
import {checkPage} from './lib/contentRules';
import {checkFactRecords} from './lib/factCheckRules';

const pages = loadContentPages();
const problems = [...pages.flatMap(checkPage), ...checkFactRecords(pages)];
for (const problem of problems) console.error(problem);
console.log(`${pages.length} pages checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
process.exit(problems.length > 0 ? 1 : 0);
