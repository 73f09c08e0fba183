import {colourTransitionsDone} from './colourMode';
import type {Locator, Page} from '@playwright/test';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {test, expect} from './fixtures';
import {TOOL_WORKERS} from '../../scripts/lib/lazyFeatures';
import {pageBlocks} from '../../src/remark/toolExamples';
import {collectLecternExamples, parseFenceMeta} from '../../src/tools/examples';
import {
  expectBoxText,
  LECTERN_PAGE,
  axeViolations,
  enterText,
  examplesToggle,
  loadExample,
  markdownOf,
  openTool,
  overflowingElements,
  paste,
  chooseDarkMode,
  recordRequests,
  resultRegion,
  settled,
  sharedTool,
  textbox,
  workerAndPageScripts,
} from './liveTools';

const markdown = markdownOf('docs/core-software/lectern/dictionaryReference.md');
const blocks = markdown.codeBlocks;
const EXAMPLES = collectLecternExamples(
  pageBlocks(unified().use(remarkParse).use(remarkMdx).parse(markdown.source) as Root),
);

/** What the page states for each example: record:reason pairs, "valid", or the messages of an invalid definition. */
function stated(example: (typeof EXAMPLES)[number]): {rows?: string[]; valid?: true; messages?: string[]} {
  if (example.records === '') {
    const index = blocks.findIndex(({meta}) => parseFenceMeta(meta).attributes.title === example.label);
    const text = blocks.slice(index + 1).find(({lang}) => lang === 'text' || lang === 'json')!;
    return {messages: text.value.trim().split('\n')};
  }
  const index = blocks.findIndex(({value}) => value === example.records);
  if (parseFenceMeta(blocks[index].meta).flags.has('valid')) return {valid: true};
  const errors = JSON.parse(blocks[index + 1].value) as Record<string, unknown>[];
  const records = errors.flatMap((entry) =>
    entry.reason === 'INVALID_RECORDS' ? (entry.invalidRecords as Record<string, unknown>[]) : [entry],
  );
  return {
    rows: records.flatMap((record) =>
      (record.recordErrors as {reason: string}[]).map(({reason}) => `${String(record.recordIndex)}:${reason}`),
    ),
  };
}

/** The records table as `record:reason` (the Row cell starts with Lectern's recordIndex). */
async function tableRows(region: Locator): Promise<string[]> {
  const rows = region.locator('tbody tr');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allTextContents();
    texts.push(`${cells[0].split(' ')[0]}:${cells[cells.length - 2]}`);
  }
  return texts;
}

const DONOR = JSON.stringify(
  {
    name: 'abc123',
    version: '1.0',
    schemas: [
      {
        name: 'donor',
        fields: [
          {name: 'submitter_donor_id', valueType: 'string', restrictions: {required: true, regex: '^DO-[0-9]+$'}},
          {name: 'age_at_diagnosis', valueType: 'integer', restrictions: {range: {min: 0, max: 120}}},
        ],
      },
    ],
  },
  null,
  2,
);

const EVIL = JSON.stringify({
  name: 'evil',
  version: '1.0',
  schemas: [{name: 'sample', fields: [{name: 'code', valueType: 'string', restrictions: {regex: '^(a+)+$'}}]}],
});

async function openChecker(page: Page): Promise<Locator> {
  return openTool(page, LECTERN_PAGE, resultRegion);
}

test.describe('dictionary checker', () => {
  // Each test opens the page (the longest of the site), waits for the tool to load after hydration and its worker to
  // answer, and many run axe more than once: about 10 s on a quiet 2-core machine, over 30 s when it is busy.
  test.describe.configure({timeout: 90_000});
  test("loads after hydration with the starter example, and shows Lectern's result as a table", async ({page}) => {
    const region = await openChecker(page);
    const starter = EXAMPLES.find((example) => example.starter)!;
    await expectBoxText(textbox(page, 'Dictionary'), starter.dictionary);
    await expectBoxText(textbox(page, 'Records'), starter.records);
    await expect(page.getByRole('combobox', {name: 'Schema'})).toHaveValue('donor');
    await expect(region).toContainText('1 of 2 records has problems');
    // Each new answer is announced politely in one sentence, not as the whole table.
    await expect(region).not.toHaveAttribute('aria-live');
    await expect(region.getByRole('status')).toHaveText(/is valid\. 1 of 2 records has problems\.$/);
    await expect(region.getByRole('columnheader')).toHaveText(['Row', 'Field', 'Value', 'Reason', 'Details']);
    await expect(region.locator('tbody tr').first().getByRole('cell')).toHaveText([
      '1 (line 3)',
      'vital_status',
      'Dead',
      'INVALID_BY_RESTRICTION',
      'codeList: The value for this field must match an option from the list. Allowed: Alive, Deceased, Unknown.',
    ]);
  });

  test('the schema picker chooses the schema, and the template is that schema’s', async ({page}) => {
    const region = await openChecker(page);
    await loadExample(page, 'foreignKey');
    const picker = page.getByRole('combobox', {name: 'Schema'});
    await expect(picker.getByRole('option')).toHaveText(['donor', 'sample']);
    await textbox(page, 'Records').fill('submitter_sample_id\tsubmitter_donor_id\nSA-1\tDO-1\n');
    await picker.selectOption('sample');
    await expect(region).toContainText('The record is valid.');
    await picker.selectOption('donor');
    await expect.poll(() => tableRows(region)).toEqual(['0:UNRECOGNIZED_FIELD']);

    await picker.selectOption('sample');
    await expect(region).toContainText('The record is valid.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Download TSV template'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sample.tsv');
    const file = await download.path();
    const {readFileSync} = await import('node:fs');
    expect(readFileSync(file, 'utf8')).toBe('submitter_sample_id\tsubmitter_donor_id\n\t\n');
    await expect(page.getByRole('status').filter({hasText: 'Downloaded sample.tsv.'})).toBeVisible();
  });

  test('stops a regex restriction that backtracks catastrophically, names it, and keeps working', async ({page}) => {
    test.setTimeout(90_000);
    const workers: string[] = [];
    page.on('worker', (worker) => {
      if (TOOL_WORKERS['Dictionary checker'].test(worker.url())) workers.push(worker.url());
    });
    const region = await openChecker(page);
    await textbox(page, 'Dictionary').fill(EVIL);
    await textbox(page, 'Records').fill(`code\naaa\n${'a'.repeat(40)}b\n`);
    await expect(region).toContainText(
      'Checking stopped: the regex restriction of field "code" in schema "sample", ^(a+)+$, ran for more than 2 seconds on the values of "code".',
      {timeout: 30_000},
    );
    // The page stayed responsive: the reader edits the records and the checker answers from a new worker.
    await textbox(page, 'Records').fill('code\naaa\n');
    await expect(region).toContainText('The record is valid.', {timeout: 20_000});
    expect(workers).toHaveLength(2);
  });

  test("runs Lectern's libraries in a worker, not on the page's main thread", async ({page}) => {
    const region = await openChecker(page);
    const {inWorker, onPage} = await workerAndPageScripts(page, 'Dictionary checker');
    expect(inWorker.some((script) => script.includes('DEFAULT_DELIMITER'))).toBe(true);
    expect(onPage.length).toBeGreaterThan(0);
    expect(onPage.filter((script) => script.includes('DEFAULT_DELIMITER'))).toEqual([]);
    await expect(region).toContainText('INVALID_BY_RESTRICTION');
  });

  test('works with the keyboard alone', async ({page}) => {
    const region = await openChecker(page);
    await examplesToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(examplesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', {name: 'foreignKey', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(region).toContainText('INVALID_BY_FOREIGNKEY');
    await textbox(page, 'Dictionary').focus();
    await page.keyboard.press('Tab');
    const picker = page.getByRole('combobox', {name: 'Schema'});
    await expect(picker).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Download TSV template'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(textbox(page, 'Records')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('[{"submitter_sample_id": "SA-1", "submitter_donor_id": "DO-1"}]');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker).toHaveValue('sample');
    await expect(region).toContainText('The record is valid.');
  });

  test('fits a 360 px wide phone, and has no accessibility violations in light mode', async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    const region = await openChecker(page);
    await expect(region.locator('tbody tr')).toHaveCount(2);
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await loadExample(page, 'Invalid: a meta list that mixes numbers and text');
    await expect(region).toContainText('Likely cause');
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await loadExample(page, 'foreignKey');
    await expect(region).toContainText('INVALID_BY_FOREIGNKEY');
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('fits a 360 px wide phone, and has no accessibility violations in dark mode', async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    await chooseDarkMode(page);
    const region = await openChecker(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await colourTransitionsDone(page);
    await expect(region.locator('tbody tr')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await textbox(page, 'Dictionary').fill('{"name": "x"');
    await expect(region).toContainText('Not valid JSON');
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('dictionary checker: what it answers, on one page', () => {
  test.describe.configure({timeout: 90_000});
  // Every test fills the boxes it reads, or loads an example.
  const tool = sharedTool(LECTERN_PAGE, resultRegion);

  test('every example of the page loads with one click, and gives the outcome the page states', async () => {
    // Loads every example of the page in turn.
    test.setTimeout(240_000);
    const {page, region} = tool();
    for (const example of EXAMPLES) {
      await loadExample(page, example.label);
      await expectBoxText(textbox(page, 'Dictionary'), example.dictionary);
      await expectBoxText(textbox(page, 'Records'), example.records);
      await settled(region);
      const expected = stated(example);
      if (expected.valid)
        await expect(region, example.label).toContainText(/(All [\d,]+ records are|The record is) valid/);
      if (expected.rows) await expect.poll(() => tableRows(region), {message: example.label}).toEqual(expected.rows);
      for (const message of expected.messages ?? []) {
        await expect(region, example.label).toContainText(message.replace(/^.*?: (?=[A-Z])/, ''));
      }
    }
  });

  test('says "All N records are valid" for valid records, TSV or JSON', async () => {
    const {page, region} = tool();
    await textbox(page, 'Dictionary').fill(DONOR);
    await textbox(page, 'Records').fill('submitter_donor_id\tage_at_diagnosis\nDO-1143\t52\nDO-1144\t47\n');
    await expect(region).toContainText('Dictionary abc123 1.0 is valid.');
    await expect(region).toContainText('All 2 records are valid.');
    await textbox(page, 'Records').fill('[{"submitter_donor_id": "DO-1143", "age_at_diagnosis": 130}]');
    await expect.poll(() => tableRows(region)).toEqual(['0:INVALID_BY_RESTRICTION']);
    await expect(region).toContainText(
      'range: The value must be within the range. Must be at least 0 and at most 120.',
    );
  });

  test('lists the problems of a dictionary with their JSON path, line and column', async () => {
    const {page, region} = tool();
    await textbox(page, 'Dictionary').fill(DONOR.replace('"age_at_diagnosis"', '"age.at.diagnosis"'));
    await expect(region).toContainText('The dictionary has a problem');
    await expect(region).toContainText(
      'schemas.0.fields.1.name (line 17, column 19): Name fields cannot have `.` characters.',
    );
    await expect(region).toContainText('The records are checked once the dictionary is valid.');
    await expect(textbox(page, 'Dictionary')).toHaveAttribute('aria-invalid', 'true');
    await textbox(page, 'Dictionary').fill('{\n  "name": "abc123",\n  "version": "1.0"\n  "schemas": []\n}');
    await expect(region).toContainText(
      'The dictionary (line 4, column 3): Not valid JSON: A comma or "}" should follow a property value',
    );
  });

  test('says why records cannot be read: CSV instead of TSV, JSON with a mistake', async () => {
    const {page, region} = tool();
    await textbox(page, 'Dictionary').fill(DONOR);
    await textbox(page, 'Records').fill('submitter_donor_id,age_at_diagnosis\nDO-1,52');
    await expect(region).toContainText(
      'The records cannot be read (line 1, column 1): The header row has commas but no tab',
    );
    await textbox(page, 'Records').fill('[\n  {"submitter_donor_id": "DO-1",}\n]');
    await expect(region).toContainText(
      '(line 2, column 32): The records are not valid JSON: This comma must be followed',
    );
  });

  test('refuses 5 MB of text, and JSON nested 10,000 levels deep, with a message', async () => {
    const {page, region} = tool();
    const records = textbox(page, 'Records');
    const huge = `a\n${'x'.repeat(5_000_000)}`;
    await paste(records, huge);
    await expect(region).toContainText(
      'Nothing was pasted: the text is 5.0 MB, and the Records box takes up to 2.0 MB.',
    );
    await records.fill(huge);
    await expect(region).toContainText('Not entered: the text is 5.0 MB, and the Records box takes up to 2.0 MB.');
    await records.fill(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    await expect(region).toContainText('The JSON nests more than 100 levels deep');
    await textbox(page, 'Dictionary').fill(
      `{"name": "x", "version": "1.0", "meta": ${'{"a": '.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    );
    await expect(region).toContainText('The dictionary: The JSON nests more than 100 levels deep');
    await textbox(page, 'Dictionary').fill(DONOR);
    await records.fill('submitter_donor_id\nDO-1');
    await expect(region).toContainText('The record is valid.');
  });

  test('checks 1,000 records', async () => {
    const {page, region} = tool();
    await textbox(page, 'Dictionary').fill(DONOR);
    const rows = Array.from({length: 1000}, (_, i) => `DO-${i}\t${i % 121}`);
    await enterText(textbox(page, 'Records'), `submitter_donor_id\tage_at_diagnosis\n${rows.join('\n')}`);
    await expect(region).toContainText('All 1,000 records are valid.', {timeout: 30_000});
    await enterText(textbox(page, 'Records'), `submitter_donor_id\tage_at_diagnosis\n${rows.join('\n')}\nDO-x\t500`);
    await expect(region).toContainText('1 of 1,001 records has problems', {timeout: 30_000});
  });

  test('sends nothing anywhere while the reader works', async () => {
    const {page, region} = tool();
    const requests = recordRequests(page);
    await loadExample(page, 'foreignKey');
    await expect(region).toContainText('INVALID_BY_FOREIGNKEY');
    await textbox(page, 'Records').fill('submitter_donor_id\nDO-1');
    await page.getByRole('button', {name: 'Download TSV template'}).click();
    await textbox(page, 'Dictionary').fill('{');
    await expect(region).toContainText('Not valid JSON');
    expect(requests.filter((url) => !url.startsWith('blob:'))).toEqual([]);
  });
});

test.describe('dictionary checker on a phone', () => {
  test.describe.configure({timeout: 90_000});
  test.use({viewport: {width: 360, height: 780}});

  test('each problem keeps its words whole: no word of the table breaks across lines', async ({page}) => {
    const region = await openChecker(page);
    await expect(region.locator('tbody tr')).toHaveCount(2);
    // Five columns in 300 px broke words letter by letter; each row is now a block, a line per column.
    const broken = await region.locator('tbody').evaluate((body) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(match[0]);
        }
      }
      return words;
    });
    expect(broken).toEqual([]);
    expect(await overflowingElements(region)).toEqual([]);
    // The column names are there for the eye, and the headers for screen readers.
    await expect(region.getByRole('columnheader')).toHaveText(['Row', 'Field', 'Value', 'Reason', 'Details']);
    await expect(region.locator('tbody tr').first().getByRole('cell').first()).toHaveText('1 (line 3)');
  });

  test('the back-to-top button does not cover the tool while the reader works in it', async ({page}) => {
    const region = await openChecker(page);
    const backToTop = page.getByRole('button', {name: 'Scroll back to top', includeHidden: true});
    await textbox(page, 'Dictionary').fill('{"name": "x"');
    await expect(region).toContainText('Not valid JSON');
    // The theme shows the button (fades it in) when the page scrolls up: the reader scrolls back up to read the result.
    const opacity = () => backToTop.evaluate((button) => getComputedStyle(button).opacity);
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(0, -200);
    await expect.poll(opacity).toBe('1');
    await expect(backToTop).toBeHidden();
    // Once the focus leaves the tool, the button is the theme's again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(backToTop).toBeVisible();
  });
});

test.describe('dictionary checker without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page shows its examples, and the checker says it needs JavaScript', async ({page}) => {
    await page.goto(LECTERN_PAGE);
    // Playwright's text search skips <noscript>: find its paragraph by tag.
    const message = page.locator('noscript p');
    await expect(message).toBeVisible();
    await expect(message).toContainText("The dictionary checker needs JavaScript: it runs Lectern's own libraries");
    await expect(page.locator('main pre')).toHaveCount(blocks.length);
  });
});
