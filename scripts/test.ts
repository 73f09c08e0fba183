/**
 * `npm test`: every check the project has, with one summary.
 *
 * Steps that are test suites (unit, e2e) count their test cases; the other
 * steps (type-check, lint, builds...) count as one check each. A step whose
 * prerequisite failed is not run and counts as failed. The last line is always
 * `N passed, M failed`, which CI reads.
 *
 * The checks that need no build run in two lanes side by side: each is one
 * process on one core, and on the 2-core CI machine the lanes took 70 s
 * against 95 s one after the other. A lane's step prints its output when it
 * ends; the builds and the suites that need them run alone, printing as they go.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

type Counts = {passed: number; failed: number};
type Step = {
  name: string;
  command: string[];
  /** Name of an earlier step this one cannot run without. */
  needs?: string[];
  /** Hide the step's standard output (its errors still show). */
  quiet?: boolean;
  /** Reads the suite's own report (tests counted one by one). */
  report?: () => Counts;
};

const RESULTS_DIR = 'test-results';

function vitestCounts(file: string): () => Counts {
  return () => {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {numPassedTests: number; numFailedTests: number};
    return {passed: report.numPassedTests, failed: report.numFailedTests};
  };
}

function playwrightCounts(file: string): () => Counts {
  return () => {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: {expected: number; unexpected: number; flaky: number};
    };
    // A flaky test passed only on retry: it is not a pass.
    return {passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky};
  };
}

/** Runs Vitest projects in one process, its report in `test-results/<report>.json`. */
function vitest(report: string, projects = [report]): string[] {
  return [
    'npx',
    'vitest',
    'run',
    ...projects.map((project) => `--project=${project}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${RESULTS_DIR}/${report}.json`,
  ];
}

/** Lists of steps that run side by side, each list in order. */
type Lanes = {lanes: Step[][]};

const plan: (Step | Lanes)[] = [
  {
    lanes: [
      [
        // Our registry has no audit service; a clean production tree (no missing,
        // invalid or extraneous packages) is the dependency check we can run.
        {name: 'dependencies', command: ['npm', 'ls', '--omit=dev', '--all'], quiet: true},
        {name: 'type-check', command: ['npx', 'tsc']},
        {name: 'lint: formatting', command: ['npx', 'prettier', '--check', '.']},
        {name: 'lint: markdown', command: ['npx', 'markdownlint-cli2']},
        {
          name: 'example checks',
          command: vitest('examples'),
          report: vitestCounts(`${RESULTS_DIR}/examples.json`),
        },
      ],
      [
        {name: 'lint: code', command: ['npx', 'eslint', '--max-warnings=0', '.']},
        {name: 'content check', command: ['npx', 'tsx', 'scripts/check-content.ts']},
        {
          name: 'unit tests',
          command: vitest('unit', ['unit*']),
          report: vitestCounts(`${RESULTS_DIR}/unit.json`),
        },
      ],
    ],
  },
  {name: 'build', command: ['npx', 'tsx', 'scripts/build.ts']},
  {name: 'build: configured', command: ['npx', 'tsx', 'scripts/build-configured.ts']},
  {
    name: 'site tests',
    command: vitest('site'),
    needs: ['build', 'build: configured'],
    report: vitestCounts(`${RESULTS_DIR}/site.json`),
  },
  {
    name: 'end-to-end tests',
    command: ['npx', 'playwright', 'test'],
    needs: ['build', 'build: configured'],
    report: playwrightCounts(`${RESULTS_DIR}/e2e.json`),
  },
];

type Outcome = Counts & {note?: string};

/** Runs one step; a step in a lane keeps its output and prints it, under its heading, when it ends. */
async function run(step: Step, inLane: boolean): Promise<Outcome> {
  const heading = `\n━━ ${step.name}: ${step.command.join(' ')}`;
  if (!inLane) console.log(heading);
  const started = Date.now();
  const output: Buffer[] = [];
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: ['inherit', step.quiet ? 'ignore' : inLane ? 'pipe' : 'inherit', inLane ? 'pipe' : 'inherit'],
      env: {...process.env, CI: '1'},
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  });
  if (inLane) {
    console.log(heading);
    process.stdout.write(Buffer.concat(output));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts: Counts = status === 0 ? {passed: 1, failed: 0} : {passed: 0, failed: 1};
  if (step.report) {
    try {
      counts = step.report();
      // A crashed runner may report no failures; its exit code still counts.
      if (status !== 0 && counts.failed === 0) counts = {...counts, failed: 1};
    } catch {
      counts = {passed: 0, failed: 1};
    }
  }
  return {...counts, note: `${seconds}s`};
}

rmSync(RESULTS_DIR, {recursive: true, force: true});
mkdirSync(RESULTS_DIR, {recursive: true});

const outcomes = new Map<string, Outcome>();
async function runInOrder(steps: Step[], inLane: boolean): Promise<void> {
  for (const step of steps) {
    const missing = (step.needs ?? []).filter((name) => (outcomes.get(name)?.failed ?? 1) > 0);
    outcomes.set(
      step.name,
      missing.length > 0
        ? {passed: 0, failed: 1, note: `not run: ${missing.join(', ')} failed`}
        : await run(step, inLane),
    );
  }
}
async function main(): Promise<void> {
  for (const entry of plan) {
    if ('lanes' in entry) {
      await Promise.all(entry.lanes.map((lane) => runInOrder(lane, true)));
    } else {
      await runInOrder([entry], false);
    }
  }

  console.log('\n━━ summary');
  let passed = 0;
  let failed = 0;
  // In the plan's order, whichever step of a lane ended first.
  for (const {name} of plan.flatMap((entry) => ('lanes' in entry ? entry.lanes.flat() : [entry]))) {
    const outcome = outcomes.get(name) ?? {passed: 0, failed: 1, note: 'not run'};
    passed += outcome.passed;
    failed += outcome.failed;
    const status = outcome.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `${status} ${name.padEnd(22)} ${outcome.passed} passed, ${outcome.failed} failed  (${outcome.note ?? ''})`,
    );
  }
  if (!existsSync('build/index.html')) {
    console.log('note: build/ is missing, so nothing was served to the browser tests');
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
