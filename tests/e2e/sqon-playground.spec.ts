import {colourTransitionsDone} from './colourMode';
import {test, expect} from './fixtures';
import {collectSqonExamples} from '../../src/tools/examples';
import {
  expectBoxText,
  boxText,
  SQON_PAGE,
  axeViolations,
  examplesList,
  examplesToggle,
  loadExample,
  markdownOf,
  openTool,
  overflowingElements,
  paste,
  chooseDarkMode,
  queryRegion,
  recordRequests,
  settled,
  sharedTool,
  shownQuery,
  switchColourMode,
  textbox,
  workerAndPageScripts,
} from './liveTools';

const page_ = markdownOf('docs/core-software/arranger/usage/sqon-filter-notation.md');
const blocks = page_.codeBlocks;

/** The page's examples as the playground lists them, with what the page says each becomes. */
const EXAMPLES = collectSqonExamples(
  blocks.map((block) => ({...block, heading: ''})), // labels are checked below; here only the SQONs and their order
).map((example, index) => {
  const position = blocks.findIndex((block) => block.value === example.sqon);
  const next = blocks[position + 1];
  return {
    index,
    sqon: example.sqon,
    query: next?.lang === 'json' && /es-query/.test(next.meta ?? '') ? (JSON.parse(next.value) as unknown) : undefined,
    error: next?.lang === 'text' ? next.value.trim() : undefined,
  };
});

const FEMALE = '{"op": "in", "content": {"fieldName": "donors.gender", "value": ["Female"]}}';
/** The nested fields of the page's mapping, which the playground starts with. */
const PAGE_NESTED_FIELDS = 'donors, donors.specimens, donors.specimens.samples, repositories';

test.describe('SQON playground', () => {
  // Each test opens the page (the longest of the site), waits for the tool to load after hydration and its worker to
  // answer, and many run axe more than once: about 10 s on a quiet 2-core machine, over 30 s when it is busy.
  test.describe.configure({timeout: 90_000});
  test('loads after hydration with the starter example, and shows the query Arranger makes and a reading', async ({
    page,
  }) => {
    const region = await openTool(page, SQON_PAGE, queryRegion);
    const starter = blocks.find(({meta}) => /(^|\s)starter(\s|$)/.test(meta ?? ''))!;
    const expected = JSON.parse(blocks[blocks.indexOf(starter) + 1].value);
    await expectBoxText(textbox(page, 'SQON'), starter.value);
    await expect.poll(() => shownQuery(region)).toEqual(expected);
    await expect(region).toContainText('Files where study id is ABC123');
    // Each new answer is announced politely in one sentence (the reading), not as the whole query.
    await expect(region).not.toHaveAttribute('aria-live');
    await expect(region.getByRole('status')).toHaveText(/^Files where study id is ABC123/);
    await expect(textbox(page, 'Nested fields')).toHaveValue(PAGE_NESTED_FIELDS);
  });

  test('the SQON box wraps long lines: a filter on one line is read without scrolling sideways', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await openTool(page, SQON_PAGE, queryRegion);
    const box = textbox(page, 'SQON');
    await box.fill(JSON.stringify({op: 'in', content: {fieldName: 'file_type', value: ['BAM', 'CRAM', 'BAI', 'VCF']}}));
    // The text box's parent is the editor's scrolling area.
    const {scrollWidth, clientWidth} = await box.evaluate((text) => ({
      scrollWidth: text.parentElement!.scrollWidth,
      clientWidth: text.parentElement!.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test('a share link reopens the playground with the SQON and nested fields', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const region = await openTool(page, SQON_PAGE, queryRegion);
    await textbox(page, 'SQON').fill(FEMALE);
    await textbox(page, 'Nested fields').fill('donors, files');
    const link = page.getByRole('link', {name: 'Link to this filter'});
    await expect(link).toHaveAttribute('href', /^#sqon=.*&nested=donors%2C\+files$/);
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}${SQON_PAGE}${await link.getAttribute('href')}`);
    await settled(region);

    const other = await context.newPage();
    const reopened = await openTool(other, copied.replace(new URL(copied).origin, ''), queryRegion);
    await expectBoxText(textbox(other, 'SQON'), JSON.stringify(JSON.parse(FEMALE), null, 2));
    await expect(textbox(other, 'Nested fields')).toHaveValue('donors, files');
    await expect.poll(() => shownQuery(reopened)).toMatchObject({nested: {path: 'donors'}});
    // Brought into view for the reader who followed the link.
    await expect(reopened).toBeInViewport();

    // Followed on the page itself: the fragment changes and the playground follows.
    await textbox(page, 'SQON').fill('{"op": "in", "content": {"fieldName": "file_type", "value": ["BAM"]}}');
    await expect.poll(() => shownQuery(region)).toEqual({terms: {file_type: ['BAM'], boost: 0}});
    await page.evaluate((hash) => (window.location.hash = hash), new URL(copied).hash);
    await expectBoxText(textbox(page, 'SQON'), JSON.stringify(JSON.parse(FEMALE), null, 2));
  });

  test('works with the keyboard alone', async ({page}) => {
    const region = await openTool(page, SQON_PAGE, queryRegion);
    await examplesToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(examplesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Shape: study_id in ABC123', exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The list closes, and the focus goes back to its button: the boxes are right below it.
    await expect(examplesToggle(page)).toBeFocused();
    await expect(examplesToggle(page)).toHaveAttribute('aria-expanded', 'false');
    // (Reading the box moves the focus into it.)
    await expectBoxText(textbox(page, 'SQON'), blocks.find(({value}) => value.includes('"op": "and"'))!.value);
    await expect.poll(() => shownQuery(region)).toMatchObject({bool: {must: expect.any(Array)}});
    // From the editor on: every control in turn, and the query (it scrolls, so it takes the focus too).
    await textbox(page, 'SQON').focus();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement & {labels?: NodeListOf<HTMLLabelElement>};
        return active.tagName === 'PRE' ? 'query' : (active.labels?.[0]?.textContent ?? active.textContent ?? '');
      });
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual(['Nested fields', 'query', 'Copy query', 'Copy link', 'Link to this filter']);
  });

  test('fits a 360 px wide phone, and has no accessibility violations in light mode', async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    const region = await openTool(page, SQON_PAGE, queryRegion);
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await textbox(page, 'SQON').fill('{"op": "wildcard"}');
    await expect(region).toContainText('Unknown operator');
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('fits a 360 px wide phone, and has no accessibility violations in dark mode', async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    await chooseDarkMode(page);
    const region = await openTool(page, SQON_PAGE, queryRegion);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await colourTransitionsDone(page);
    expect(await axeViolations(page)).toEqual([]);
    await textbox(page, 'SQON').fill('{"op": "in", "content": {"value": ["BAM"]}}');
    await expect(region).toContainText('Missing "fieldName"');
    expect(await overflowingElements(region)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('light and dark mode switch on the page keep the playground accessible', async ({page}) => {
    const region = await openTool(page, SQON_PAGE, queryRegion);
    await switchColourMode(page, 'dark');
    await textbox(page, 'SQON').fill(FEMALE);
    await expect.poll(() => shownQuery(region)).toMatchObject({nested: {path: 'donors'}});
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('SQON playground: what it answers, on one page', () => {
  test.describe.configure({timeout: 90_000});
  // Every test fills the SQON box; the nested fields go back to the page's own before each.
  const tool = sharedTool(SQON_PAGE, queryRegion, (page) => textbox(page, 'Nested fields').fill(PAGE_NESTED_FIELDS));

  test('follows typing: the query and the reading change with the SQON', async () => {
    const {page, region} = tool();
    const box = textbox(page, 'SQON');
    await box.fill('{"op": "in", "content": {"fieldName": "file_type", "value": ["BAM"]}}');
    await expect.poll(() => shownQuery(region)).toEqual({terms: {file_type: ['BAM'], boost: 0}});
    await expect(region).toContainText('Files where file type is BAM.');
    // Typing at the end of a value, one key at a time.
    await box.press('End');
    for (let i = 0; i < 3; i += 1) await box.press('ArrowLeft');
    await box.pressSequentially(', "CRAM"', {delay: 20});
    await expect.poll(() => shownQuery(region)).toEqual({terms: {file_type: ['BAM', 'CRAM'], boost: 0}});
    await expect(region).toContainText('Files where file type is one of BAM or CRAM.');
    await settled(region);
  });

  test('every example of the page loads with one click, and shows the query (or the error) the page shows', async () => {
    // Loads every example of the page in turn.
    test.setTimeout(240_000);
    const {page, region} = tool();
    const labels = await (await examplesList(page)).getByRole('button', {includeHidden: true}).allTextContents();
    expect(labels).toHaveLength(EXAMPLES.length);
    for (const example of EXAMPLES) {
      await loadExample(page, labels[example.index]);
      await expectBoxText(textbox(page, 'SQON'), example.sqon);
      if (example.query !== undefined) {
        await expect.poll(() => shownQuery(region), {message: labels[example.index]}).toEqual(example.query);
      } else if (example.error !== undefined) {
        await expect(region, labels[example.index]).toContainText(example.error);
      }
    }
  });

  test('points at the problem: an unknown operator, with Arranger’s own error', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill(
      '{\n  "op": "wildcard",\n  "content": {"fieldNames": ["file.name"], "value": "*.bam"}\n}',
    );
    await expect(region).toContainText(
      'Line 2, column 9: Unknown operator "wildcard": that is the name Arranger 3.1 gives "filter"; 3.0.4 knows it as "filter"',
    );
    await expect(region).toContainText("Arranger 3.0.4's translator refuses this filter with the error unknown op.");
    await expect(region.locator('pre')).toHaveCount(0);
    await expect(region.getByRole('status')).toHaveText(
      /^(Problem|\d+ problems)\. Line 2, column 9: Unknown operator "wildcard"/,
    );
    await expect(textbox(page, 'SQON')).toHaveAttribute('aria-invalid', 'true');
  });

  test('points at the problem: a missing fieldName, which Arranger would not refuse', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill('{\n  "op": "in",\n  "content": {"value": ["BAM"]}\n}');
    await expect(region).toContainText(
      'Line 3, column 14: Missing "fieldName": the "content" of "in" needs the field to test, such as "fieldName": "file_type"',
    );
    await expect(region).toContainText('Arranger 3.0.4 does not refuse this filter itself');
  });

  test('points at the problem: a value of the wrong type', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill('{"op": ">=", "content": {"fieldName": "file.size", "value": "large"}}');
    await expect(region).toContainText(
      'Line 1, column 61: Wrong value type: ">=" compares numbers or dates (such as "2025-06-01T00:00:00"), not the text "large"',
    );
  });

  test('shows the range query Arranger builds for a bound written as numeric text, with a warning', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill('{"op": "<=", "content": {"fieldName": "file.size", "value": ["20"]}}');
    await expect.poll(() => shownQuery(region)).toEqual({range: {'file.size': {lte: '20', boost: 0}}});
    await expect(region).toContainText(
      'Line 1, column 62: The bound "20" is text, not a number: Arranger sends it as text, and "file.size" is a long field, so Elasticsearch reads it as the number 20.',
    );
    await expect(region).toContainText('Files where file size is at most 20.');
    await expect(page.getByRole('button', {name: 'Copy query'})).toBeEnabled();
    await expect(region.getByRole('status')).toHaveText(
      /^Files where file size is at most 20\. Warning\. Line 1, column 62/,
    );
  });

  test('warns of a misspelt field name, naming the nearest field of the page’s mapping', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill('{"op": "in", "content": {"fieldName": "donors.gendr", "value": ["Female"]}}');
    await expect(region).toContainText(
      '"donors.gendr" is not a field of the file_centric mapping: did you mean "donors.gender"?',
    );
    await expect.poll(() => shownQuery(region)).toMatchObject({nested: {path: 'donors'}});
  });

  test('points at the problem: JSON that does not parse, with its line and column', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill('{\n  "op": "in",\n  "content": {"fieldName": "file_type" "value": ["BAM"]}\n}');
    await expect(region).toContainText(
      'Line 3, column 40: Not valid JSON: A comma or "}" should follow a property value',
    );
    await textbox(page, 'SQON').fill('{\n  "op": "in",\n  "content": {"fieldName": "file_type", "value": ["BAM"],}\n}');
    await expect(region).toContainText(
      'Line 3, column 57: Not valid JSON: This comma must be followed by another property',
    );
  });

  test('the nested fields change the nested queries and the reading', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill(FEMALE);
    await expect.poll(() => shownQuery(region)).toMatchObject({nested: {path: 'donors'}});
    await expect(region).toContainText('the gender of some donor is Female');
    await textbox(page, 'Nested fields').fill('');
    await expect.poll(() => shownQuery(region)).toEqual({terms: {'donors.gender': ['Female'], boost: 0}});
    // Other nested fields: another index than the page's, whose documents need not be files.
    await expect(region).toContainText('Documents where donor gender is Female.');
    await textbox(page, 'Nested fields').fill('donors, donors..specimens');
    await expect(region).toContainText('"donors..specimens" is not a field path');
    await textbox(page, 'Nested fields').fill('donors');
    await expect.poll(() => shownQuery(region)).toMatchObject({nested: {path: 'donors'}});
  });

  test('copies the query', async () => {
    const {page, region} = tool();
    await textbox(page, 'SQON').fill(FEMALE);
    await expect.poll(() => shownQuery(region)).toMatchObject({nested: {path: 'donors'}});
    await page.getByRole('button', {name: 'Copy query'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Query copied.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(await shownQuery(region));
  });

  test('refuses 5 MB of text with a message, and keeps working', async () => {
    const {page, region} = tool();
    const box = textbox(page, 'SQON');
    const before = await boxText(box);
    const huge = `{"op": "in", "content": {"fieldName": "file_type", "value": ["${'x'.repeat(5_000_000)}"]}}`;
    await paste(box, huge);
    await expect(region).toContainText('Nothing was pasted: the text is 5.0 MB, and the SQON box takes up to 0.5 MB.');
    await expectBoxText(box, before);
    // Text that arrives another way (here: inserted in one go by Playwright's `fill`) is refused the same way.
    await box.fill(huge);
    await expect(region).toContainText('Not entered: the text is 5.0 MB, and the SQON box takes up to 0.5 MB.');
    await expectBoxText(box, before);
    await box.fill('{"op": "in", "content": {"fieldName": "file_type", "value": ["BAM"]}}');
    await expect.poll(() => shownQuery(region)).toEqual({terms: {file_type: ['BAM'], boost: 0}});
  });

  test('says so for JSON nested 10,000 levels deep, and for a very large filter it still translates', async () => {
    const {page, region} = tool();
    const leaf = '{"op": "in", "content": {"fieldName": "file_type", "value": ["BAM"]}}';
    await textbox(page, 'SQON').fill(`${'{"op": "and", "content": ['.repeat(10_000)}${leaf}${']}'.repeat(10_000)}`);
    await expect(region).toContainText('The JSON nests more than 100 levels deep');
    const wide = {op: 'or', content: Array.from({length: 3000}, (_, i) => JSON.parse(leaf.replace('BAM', `T${i}`)))};
    await textbox(page, 'SQON').fill(JSON.stringify(wide));
    await expect.poll(() => shownQuery(region), {timeout: 20_000}).toMatchObject({bool: {should: expect.any(Array)}});
    await expect(region).toContainText('Files where file type is T0, file type is T1, file type is T2');
  });

  test('sends nothing anywhere while the reader works', async () => {
    const {page, region} = tool();
    const requests = recordRequests(page);
    await textbox(page, 'SQON').fill(FEMALE);
    await expect.poll(() => shownQuery(region)).toMatchObject({nested: {path: 'donors'}});
    await loadExample(page, 'Saved sets');
    await expect(region).toContainText('saved set');
    await textbox(page, 'Nested fields').fill('donors');
    await page.getByRole('button', {name: 'Copy query'}).click();
    await page.getByRole('button', {name: 'Copy link'}).click();
    await textbox(page, 'SQON').fill('{"op": "wildcard"}');
    await expect(region).toContainText('Unknown operator');
    expect(requests).toEqual([]);
  });

  test("runs Arranger's translator in a worker, not on the page's main thread", async () => {
    const {page, region} = tool();
    const {inWorker, onPage} = await workerAndPageScripts(page, 'SQON playground');
    // What the worker itself loaded holds Arranger's translator (normalizeFilters' marker)…
    expect(inWorker.some((script) => script.includes('__unflat__'))).toBe(true);
    // …and none of the scripts the page's main thread loaded does.
    expect(onPage.length).toBeGreaterThan(0);
    expect(onPage.filter((script) => script.includes('__unflat__'))).toEqual([]);
    await textbox(page, 'SQON').fill(FEMALE);
    await expect(region).toContainText('Files where');
  });
});

test.describe('SQON playground without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page shows its examples, and the playground says it needs JavaScript', async ({page}) => {
    await page.goto(SQON_PAGE);
    // Playwright's text search skips <noscript>: find its paragraph by tag.
    const message = page.locator('noscript p');
    await expect(message).toBeVisible();
    await expect(message).toContainText("The SQON playground needs JavaScript: it runs Arranger's own translator");
    await expect(page.locator('main pre')).toHaveCount(blocks.length);
    await expect(page.getByRole('heading', {name: 'Try your own filters'})).toBeVisible();
  });
});
