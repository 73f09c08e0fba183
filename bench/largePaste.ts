/**
 * `npm run bench:paste [-- <baseRef>]`: how long a reader waits when they replace or clear a very large text in a
 * live tool's box, with real keys: Ctrl+A then Ctrl+V, pasting from the clipboard over the selection (20,001 lines of
 * TSV in the dictionary checker, a 362 KB SQON on one line in the playground, under its 500,000-character limit),
 * then Ctrl+A and Delete. Writes the "paste" section of
 * bench/RESULTS.md.
 *
 * Two builds, alternating run by run: this checkout's HEAD and `baseRef` (by default the parent of the commit that
 * made the code boxes editors that draw only the lines in view; their `<textarea>` took over a second). Each step
 * is timed from the key (or the paste) until the box holds the expected text and a frame has been drawn; a step that
 * takes longer than STEP_LIMIT_MS is reported as over the limit and the run stops there.
 */
import os from 'node:os';
import type {Browser, ElementHandle, Page} from '@playwright/test';
import {buildRef, git} from './lib/buildRef';
import {launchChromium} from './lib/chromium';
import {serveBuild} from './lib/firstLoad';
import {median} from './lib/measure';
import {machine, writeSection} from './lib/results';

const RUNS = Number(process.env.BENCH_PASTE_RUNS ?? 3);
const STEP_LIMIT_MS = Number(process.env.BENCH_PASTE_LIMIT_MS ?? 30_000);

const TOOLS = [
  {
    tool: 'Dictionary checker',
    path: '/docs/core-software/lectern/dictionaryReference',
    box: 'Records',
    what: 'a 20,001-line TSV',
    text: [
      'submitter_donor_id\tvital_status\tage_at_diagnosis',
      ...Array.from({length: 20_000}, (_, i) => `DO-${i}\tAlive\t${i % 100}`),
    ].join('\n'),
  },
  {
    tool: 'SQON playground',
    path: '/docs/core-software/arranger/usage/sqon-filter-notation',
    box: 'SQON',
    what: 'a 362 KB SQON on one line',
    text: JSON.stringify({
      op: 'and',
      content: Array.from({length: 4_000}, (_, i) => ({
        op: 'in',
        content: {fieldName: `analysis.collaborator_${i % 50}.name`, value: [`value-${i}`]},
      })),
    }),
  },
] as const;

const STEPS = ['Paste over the selected example', 'Select all (Ctrl+A)', 'Delete'] as const;

type StepTimes = (number | undefined)[];

/**
 * Runs one step and times it, or gives up once it has taken STEP_LIMIT_MS (undefined). The limit is kept here, in
 * Node: a page stuck in one long task answers none of Playwright's calls, its own timeouts included, until it ends.
 */
async function timedStep(step: () => Promise<unknown>): Promise<number | undefined> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const overLimit = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), STEP_LIMIT_MS);
  });
  // A step that throws fails the bench with its error: it must not read as a slow step in the results.
  try {
    return await Promise.race([step().then(() => Date.now() - started), overLimit]);
  } finally {
    clearTimeout(timer);
  }
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

/**
 * Waits until the box holds `text`, then for the next frame. A `<textarea>` (builds before the code box became an
 * editor) says so by its value. The editor draws only the lines in view, and of a very long line only the part in
 * view; after a paste it scrolls the text's end into view, so there the last line drawn is the end of the text's last
 * line (long enough not to be the end of the text it replaced), and an emptied box draws one empty line.
 */
async function settled(page: Page, box: ElementHandle<HTMLElement>, text: string): Promise<void> {
  const lastLine = text.slice(text.lastIndexOf('\n') + 1);
  await page.waitForFunction(
    ([element, length, last]) => {
      if (element instanceof HTMLTextAreaElement) return element.value.length === length;
      if (length === 0) return element.textContent === '';
      const drawn = element.lastElementChild?.textContent ?? '';
      return drawn.length >= Math.min(last.length, 1000) && last.endsWith(drawn);
    },
    [box, text.length, lastLine] as const,
    {timeout: 0, polling: 50},
  );
  await nextFrame(page);
}

/** Waits until the box's whole text is selected (in the editor: a selection inside it, not a caret), then a frame. */
async function allSelected(page: Page, box: ElementHandle<HTMLElement>, length: number): Promise<void> {
  await page.waitForFunction(
    ([element, expected]) => {
      if (element instanceof HTMLTextAreaElement)
        return element.selectionStart === 0 && element.selectionEnd === expected;
      const selection = document.getSelection();
      return Boolean(
        selection &&
        !selection.isCollapsed &&
        element.contains(selection.anchorNode) &&
        element.contains(selection.focusNode),
      );
    },
    [box, length] as const,
    {timeout: 0, polling: 50},
  );
  await nextFrame(page);
}

async function oneRun(browser: Browser, origin: string, tool: (typeof TOOLS)[number]): Promise<StepTimes> {
  const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_LIMIT_MS * 2);
  try {
    await page.goto(origin + tool.path);
    const locator = page.getByRole('textbox', {name: tool.box, exact: true});
    await locator.waitFor();
    await locator.click();
    const box = (await locator.elementHandle()) as ElementHandle<HTMLElement>;
    // The reader's clipboard holds the text; the paste itself is Ctrl+V, as a reader does it.
    await page.evaluate((text) => navigator.clipboard.writeText(text), tool.text);
    await page.keyboard.press('Control+A');
    // Each step in order (the STEPS order); a step over the limit ends the run.
    const steps = [
      async () => {
        await page.keyboard.press('Control+V');
        await settled(page, box, tool.text);
      },
      // Selecting changes no text: wait for the selection to cover the box, then a frame.
      async () => {
        await page.keyboard.press('Control+A');
        await allSelected(page, box, tool.text.length);
      },
      async () => {
        await page.keyboard.press('Delete');
        await settled(page, box, '');
      },
    ];
    const times: StepTimes = [];
    for (const step of steps) {
      const time = await timedStep(step);
      times.push(time);
      if (time === undefined) break;
    }
    return times;
  } finally {
    // A page still busy with an abandoned step: its context goes with the browser's own process, which answers.
    await Promise.race([context.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
}

function cell(values: StepTimes): string {
  const done = values.filter((value): value is number => value !== undefined);
  const over = values.length - done.length;
  if (done.length === 0) return `over ${STEP_LIMIT_MS / 1000} s (${values.length} runs)`;
  const seconds = (value: number) => (value / 1000).toFixed(2);
  const spread = `${seconds(Math.min(...done))}–${seconds(Math.max(...done))}`;
  return `${seconds(median(done))} s (${spread}, ${done.length} runs${over ? `; ${over} over ${STEP_LIMIT_MS / 1000} s` : ''})`;
}

/** The parent of the commit that created src/components/LiveTool/codeBoxTheme.ts (the last `<textarea>` boxes). */
function defaultBase(): string {
  return `${git('log', '--format=%H', '--diff-filter=A', '--', 'src/components/LiveTool/codeBoxTheme.ts').trim()}^`;
}

let finished = false;

async function main(): Promise<void> {
  const started = new Date();
  const baseRef = process.argv[2] ?? defaultBase();
  const base = buildRef(baseRef, 'paste-base');
  const current = buildRef('HEAD', 'paste-current');
  const browser = await launchChromium();
  const servers = {base: await serveBuild(base.build), current: await serveBuild(current.build)};
  try {
    const rows: string[] = [];
    for (const tool of TOOLS) {
      const results: Record<'base' | 'current', StepTimes[]> = {
        base: STEPS.map(() => []),
        current: STEPS.map(() => []),
      };
      for (let run = 0; run < RUNS; run++) {
        for (const which of ['base', 'current'] as const) {
          console.log(`${tool.tool}, ${which}, run ${run + 1}…`);
          const times = await oneRun(browser, servers[which].origin, tool);
          STEPS.forEach((_, step) => results[which][step].push(times[step]));
        }
      }
      STEPS.forEach((step, index) => {
        rows.push(
          `| ${tool.tool}: ${step}${index === 0 ? ` (${tool.what})` : ''} | ${cell(results.base[index])} | ${cell(results.current[index])} |`,
        );
      });
      // Each tool's rows as soon as they are known, in case a later run is cut short.
      console.log(rows.slice(-STEPS.length).join('\n'));
    }
    writeSection(
      'paste',
      `## Large pastes in the live tools (\`npm run bench:paste\`)

Run on ${started.toISOString().slice(0, 10)}, ${machine()}, Chromium from Debian, load average ${os.loadavg()[0].toFixed(1)}
when it ended. Builds of ${base.commit} (${baseRef}) and ${current.commit} (HEAD), measured
alternately with real keys. Each step runs from the key (or the paste) until the box holds the expected text and a
frame is drawn; medians with the fastest and slowest run in brackets. A run stops at a step over
${STEP_LIMIT_MS / 1000} s. Target: replacing or clearing the large text takes under a second.

| Step | Before (${base.commit}) | Now (${current.commit}) |
| --- | --: | --: |
${rows.join('\n')}`,
    );
    console.log('bench/RESULTS.md: paste section written');
    finished = true;
  } finally {
    await browser.close();
    await servers.base.close();
    await servers.current.close();
  }
}

// Node ends a process whose every promise waits on a closed browser without a word: say so.
process.on('exit', (code) => {
  if (!finished) console.error(`bench:paste stopped before writing its results (exit code ${code})`);
});

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
