/**
 * `npm run check:content`: every Markdown page has a title and a description,
 * no placeholder text, a language on every code block, JSON and YAML blocks
 * that parse, and links, anchors and images that exist (all of them in one
 * pass; the build stops at the first); every page that states facts about the
 * software has a current record of checked statements; the platform guides
 * use only what the deployment guide builds.
 */
import path from 'node:path';
import {loadContentPages} from './lib/contentPages';
import {checkPage} from './lib/contentRules';
import {checkFactRecords} from './lib/factCheckRules';
import {checkLinks} from './lib/linkRules';
import {checkPlatform} from './lib/platformRules';

const SITE_DIR = path.resolve(__dirname, '..');
const pages = loadContentPages();
const problems = [
  ...pages.flatMap(checkPage),
  ...checkLinks(pages, SITE_DIR),
  ...checkFactRecords(pages),
  ...checkPlatform(pages),
];
for (const problem of problems) console.error(problem);
console.log(`${pages.length} pages checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
process.exit(problems.length > 0 ? 1 : 0);
