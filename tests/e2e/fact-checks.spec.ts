/**
 * A page's record of checked statements, as a reader reaches it: the line under the page's Sources, then the page
 * that lists each statement with the source lines that decide it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import {test, expect} from './fixtures';
import {hydrated} from './search';

const PAGE = '/docs/core-software/maestro/overview';
const RECORD = jsYaml.load(
  readFileSync(path.resolve(__dirname, '../../fact-checks/docs/core-software/maestro/overview.yml'), 'utf8'),
) as {software: string; statements: {statement: string; source: string | string[]}[]};

test('the Sources of a page lead to its checked statements, each linked to its source lines', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const count = RECORD.statements.length;
  const line = page.getByRole('link', {
    name: new RegExp(`^${count} statements checked against the source of ${RECORD.software} on \\d{1,2} \\w+ \\d{4}$`),
  });
  await expect(line).toBeVisible();
  await line.click();

  await expect(page).toHaveURL(`/fact-checks${PAGE}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Checked statements: /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const statements = page.locator('main ol > li');
  await expect(statements).toHaveCount(count);
  const first = RECORD.statements[0];
  const firstSource = [first.source].flat()[0];
  await expect(statements.first().locator('blockquote')).toHaveText(first.statement);
  const [file, lines] = firstSource.split('#');
  const [repository, rest] = file.split('@');
  const [ref, filePath] = [rest.slice(0, rest.indexOf(':')), rest.slice(rest.indexOf(':') + 1)];
  await expect(statements.first().getByRole('link', {name: firstSource})).toHaveAttribute(
    'href',
    `https://github.com/${repository}/blob/${ref}/${filePath}#${lines}`,
  );

  await page
    .getByRole('main')
    .getByRole('link', {name: /overview/i})
    .first()
    .click();
  await expect(page).toHaveURL(PAGE);
});
