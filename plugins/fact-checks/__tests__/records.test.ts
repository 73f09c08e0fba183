import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../../scripts/lib/contentPages';
import {checkFactRecords} from '../../../scripts/lib/factCheckRules';
import {citationUrl} from '../index';
import {factCheckSummary} from '../frontMatter';
import {formatCheckDate} from '../format';
import {parseCitation, parseRecord, recordFileOf, recordRouteOf} from '../records';

const SOURCE = 'overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml';

const PAGE = `---
title: Song setup
description: How to run Song.
software: Song 5.3.0
sources:
  - ${SOURCE}
---

Song listens on port 8080 unless you set \`SERVER_PORT\`.

| Variable | Default |
| --- | --- |
| \`SPRING_PROFILES_ACTIVE\` | \`prod,secure\` |
`;

const RECORD = `page: docs/core-software/song/setup.md
software: Song 5.3.0
checked: 2026-11-25
statements:
  - statement: Song listens on port 8080 unless you set \`SERVER_PORT\`.
    source: ${SOURCE}#L2-L3
    evidence: |
      server:
        port: 8080
    verdict: right
  - statement: "| \`SPRING_PROFILES_ACTIVE\` | \`prod,secure\` |"
    source:
      - ${SOURCE}#L10
    evidence: "profiles: prod,secure"
    verdict: right
`;

/** A site directory with one page and, optionally, its record. */
function site(page: string, record?: string): {siteDir: string; pages: ReturnType<typeof parsePage>[]} {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'fact-checks-'));
  const file = 'docs/core-software/song/setup.md';
  mkdirSync(path.join(siteDir, 'docs/core-software/song'), {recursive: true});
  writeFileSync(path.join(siteDir, file), page);
  if (record !== undefined) {
    mkdirSync(path.join(siteDir, 'fact-checks/docs/core-software/song'), {recursive: true});
    writeFileSync(path.join(siteDir, recordFileOf(file)), record);
  }
  return {siteDir, pages: [parsePage(file, page)]};
}

function problemsOf(page: string, record?: string): string[] {
  const {siteDir, pages} = site(page, record);
  return checkFactRecords(pages, siteDir);
}

describe('records of checked statements', () => {
  it('accept a record whose quotes are in the page and whose citations are its sources', () => {
    expect(problemsOf(PAGE, RECORD)).toEqual([]);
  });

  it('match quotes across line wrapping', () => {
    expect(problemsOf(PAGE.replace('port 8080 unless', 'port 8080\nunless'), RECORD)).toEqual([]);
  });

  it('require a record of every page that names its software', () => {
    expect(problemsOf(PAGE)).toEqual([
      expect.stringMatching(/^docs\/core-software\/song\/setup\.md:1 has no record of checked statements/),
    ]);
  });

  it('fail when a quoted statement no longer appears in its page', () => {
    const edited = PAGE.replace('port 8080', 'port 8081');
    expect(problemsOf(edited, RECORD)).toEqual([
      expect.stringMatching(/statement 1 no longer appears in docs\/core-software\/song\/setup\.md: "Song listens/),
    ]);
  });

  it('fail when a record cites a file that is not among the page sources', () => {
    const record = RECORD.replace(`${SOURCE}#L2-L3`, 'overture-stack/SONG@develop:pom.xml#L1');
    expect(problemsOf(PAGE, record)).toEqual([
      expect.stringMatching(/statement 1 cites overture-stack\/SONG@develop:pom\.xml, which is not among the sources/),
    ]);
  });

  it('fail on a citation without lines, a wrong verdict, a short quote and a repeated one', () => {
    const record = RECORD.replace(`${SOURCE}#L2-L3`, SOURCE)
      .replace('verdict: right', 'verdict: wrong')
      .replace('statement: "| `SPRING_PROFILES_ACTIVE` | `prod,secure` |"', 'statement: port 8080');
    const problems = problemsOf(PAGE, record);
    expect(problems).toEqual([
      expect.stringMatching(
        /statement 1 source ".*application\.yml" is not of the form owner\/repo@ref:path#Lstart-Lend/,
      ),
      expect.stringMatching(/statement 1 is wrong at the source: fix the page/),
      expect.stringMatching(/statement 2 is too short to stand alone/),
    ]);
    const repeated = `${RECORD}${RECORD.slice(RECORD.indexOf('  - statement: Song'), RECORD.indexOf('  - statement: "|'))}`;
    expect(problemsOf(PAGE, repeated)).toEqual([expect.stringMatching(/statement 3 repeats an earlier statement/)]);
  });

  it('fail when the page now documents another release', () => {
    expect(problemsOf(PAGE.replace('software: Song 5.3.0', 'software: Song 5.4.0'), RECORD)).toEqual([
      expect.stringMatching(/was checked against "Song 5\.3\.0", but .* now documents "Song 5\.4\.0": check every/),
    ]);
  });

  it('report a record without its page, and malformed records with their field', () => {
    const {siteDir, pages} = site(PAGE, RECORD);
    mkdirSync(path.join(siteDir, 'fact-checks/docs/gone'), {recursive: true});
    writeFileSync(path.join(siteDir, 'fact-checks/docs/gone/page.yml'), RECORD);
    expect(checkFactRecords(pages, siteDir)).toEqual([
      'fact-checks/docs/gone/page.yml:1 is the record of a page that does not exist or names no `software`: remove it',
    ]);
    expect(parseRecord('r.yml', 'page: [').problems).toEqual([
      expect.stringMatching(/^r\.yml:1 does not parse as YAML/),
    ]);
    expect(parseRecord('r.yml', 'page: x\nsoftware: y\nchecked: 25/11/2026\nstatements: []\n').problems).toEqual([
      'r.yml:1 needs `checked`: the day of the check, as YYYY-MM-DD',
      "r.yml:1 needs `statements`: a list of the page's checked statements",
    ]);
  });

  it('give the page a summary of its record, and the record page links to the lines at the ref', () => {
    const {siteDir} = site(PAGE, RECORD);
    expect(factCheckSummary(siteDir, path.join(siteDir, 'docs/core-software/song/setup.md'))).toEqual({
      statements: 2,
      software: 'Song 5.3.0',
      checked: '2026-11-25',
      route: '/fact-checks/docs/core-software/song/setup',
    });
    expect(factCheckSummary(siteDir, path.join(siteDir, 'docs/other.md'))).toBeUndefined();
    expect(recordRouteOf('guides/deployment-guide/index.md')).toBe('/fact-checks/guides/deployment-guide/index');
    expect(parseCitation(`${SOURCE}#L7`)).toEqual({file: SOURCE, startLine: 7, endLine: 7});
    expect(parseCitation(`${SOURCE}#L9-L7`)).toBeUndefined();
    expect(citationUrl(`${SOURCE}#L2-L3`)).toBe(
      'https://github.com/overture-stack/SONG/blob/5.2.0/song-server/src/main/resources/application.yml#L2-L3',
    );
    expect(citationUrl('npm:@keycloak/keycloak-admin-client@22.0.5:lib/utils/auth.js#L14-L45')).toBe(
      'https://unpkg.com/@keycloak/keycloak-admin-client@22.0.5/lib/utils/auth.js',
    );
    expect(formatCheckDate('2026-11-05')).toBe('5 November 2026');
  });
});
