import {describe, expect, it} from 'vitest';
import {buildIndex} from '../../plugins/search-index/buildIndex';
import {pageRecords} from '../../plugins/search-index/records';
import {recordsOfPages} from '../../plugins/search-index';
import type {ExtractedPage} from '../../plugins/search-index/extract/blocks';
import {
  SearchEngine,
  Vocabulary,
  parseFacetFilters,
  parseQuery,
  phraseRuns,
  vocabularyOf,
  type IndexSource,
} from '../../src/search/core/engine';
import {answerSearch} from '../../src/search/core/localSearch';
import type {RankingIndex, SearchRecord} from '../../src/search/core/types';

function page(
  path: string,
  title: string,
  blocks: ExtractedPage['blocks'],
  tag = 'docs-default-current',
): ExtractedPage {
  return {path, title, language: 'en', docusaurusTag: tag, keywords: [], blocks, links: []};
}

const PAGES: [ExtractedPage, string][] = [
  [
    page('/docs/score/upload', 'Upload files', [
      {kind: 'text', text: 'Upload the files of an analysis with score-client and a manifest.'},
      {kind: 'heading', level: 2, anchor: 'manifest-format', text: 'Manifest format'},
      {kind: 'text', text: 'The manifest is a tab-separated file written by sing manifest.'},
      {kind: 'text', text: 'Each line names an object id, a file path and an MD5 checksum.'},
      {kind: 'heading', level: 2, anchor: 'resume', text: 'Resume an interrupted upload'},
      {kind: 'text', text: 'Run the same command again: parts already stored are skipped.'},
    ]),
    'Documentation',
  ],
  [
    page('/docs/song/kafka', 'Kafka integration', [
      {kind: 'text', text: 'Song publishes a message on the song-analysis topic when an analysis changes state.'},
      {kind: 'heading', level: 2, anchor: 'enable', text: 'Turn Kafka on'},
      {kind: 'text', text: 'Add the kafka profile and set SPRING_KAFKA_BOOTSTRAP_SERVERS.'},
    ]),
    'Documentation',
  ],
  [
    page('/docs/song/notify', 'Notifications', [
      {kind: 'text', text: 'Song can notify an administrator by e-mail when a submission fails.'},
    ]),
    'Documentation',
  ],
  [
    page(
      '/guides/run-locally',
      'Run a platform locally',
      [{kind: 'text', text: 'Start every service with Docker Compose, then upload test data.'}],
      'docs-guides-current',
    ),
    'Guides',
  ],
  [
    page(
      '/blog/2026/01/01/news',
      'Release news',
      [{kind: 'text', text: 'Score 5.11 makes uploads faster.'}],
      'default',
    ),
    'Blog',
  ],
];

export const RECORDS: SearchRecord[] = PAGES.flatMap(([extracted, section]) => pageRecords(extracted, section));

function memorySource(records: SearchRecord[], options?: {termShardBytes: number}, read: string[] = []): IndexSource {
  const {files} = buildIndex(records, [['notify', 'alert']], options);
  return {
    manifest: async () => JSON.parse(files.get('manifest.json')!),
    file: async (name: string) => {
      read.push(name);
      const contents = files.get(name);
      if (contents === undefined) throw new Error(`no file ${name}`);
      return JSON.parse(contents);
    },
  };
}

const engine = new SearchEngine(memorySource(RECORDS));
const urls = async (query: string, extra: Record<string, unknown> = {}) =>
  (await answerSearch(engine, {query, hitsPerPage: 20, ...extra})).hits.map((hit) => hit.url);

describe('parseQuery', () => {
  it('leaves out stop words and single letters, keeps single digits, and makes the last word a prefix while typing', () => {
    expect(parseQuery("how do I upload the donor's file").map(({term, prefix}) => [term, prefix])).toEqual([
      ['upload', false],
      ['donor', false],
      ['file', true],
    ]);
    expect(parseQuery('upload ').at(-1)?.prefix).toBe(false);
    expect(parseQuery('maestro 5').map(({term, prefix}) => [term, prefix])).toEqual([
      ['maestro', false],
      ['5', false],
    ]);
    expect(parseQuery('sing -c config')[1].term).toBe('config');
  });

  it('counts a repeated word once and gives joined and split names the same forms', () => {
    expect(parseQuery('0.0.0.0').map(({term}) => term)).toEqual(['0', '0.0.0.0']);
    expect(parseQuery('upload upload uploads').map(({term}) => term)).toEqual(['upload']);
    const joined = (query: string) => parseQuery(query).map(({term}) => term);
    expect(joined('pre-signed')).toContain('presign');
    expect(joined('presignedUrl')).toContain('presign');
    expect(joined('presigned')).toEqual(['presign']);
  });

  it('marks every form of a word with the position of the word it comes from', () => {
    const sources = parseQuery('score-client upload').map(({term, source}) => [term, source]);
    expect(sources).toEqual(
      expect.arrayContaining([
        ['score', 0],
        ['client', 0],
        ['upload', 1],
      ]),
    );
  });
});

describe('which of the query words a page holds, and where', () => {
  const records = [
    page('/docs/score/commands', 'Commands', [
      {kind: 'text', text: 'The score-client command talks to the score server; install score-client first.'},
    ]),
    page('/docs/score/upload', 'Send files', [
      {kind: 'text', text: 'Score stores the parts of each file; an upload resumes where it stopped.'},
    ]),
  ].flatMap((extracted) => pageRecords(extracted, 'Documentation'));
  const engine = new SearchEngine(memorySource(records));

  it('puts the page whose title or headings name the query words above one that only mentions them', async () => {
    const naming = [
      // Its text holds the words twenty times: on BM25 alone it would come first.
      page(
        '/docs/maestro/troubleshooting',
        'Troubleshooting',
        Array.from({length: 20}, (_, at) => ({
          kind: 'text' as const,
          text: `Case ${at}: the index mappings of an old index stay until the index is rebuilt.`,
        })),
      ),
      page('/docs/maestro/setup', 'Set up Maestro', [
        {kind: 'heading', level: 2, anchor: 'index-mappings', text: 'Index mappings'},
        {kind: 'text', text: 'Each field has a type; text fields are analysed, ports and hosts are set elsewhere.'},
      ]),
    ].flatMap((extracted) => pageRecords(extracted, 'Documentation'));
    const first = (await new SearchEngine(memorySource(naming)).search('index mappings')).pages[0].records[0];
    expect(naming[first].url).toBe('/docs/maestro/setup');
  });

  it('counts a word found only through a synonym below the word itself', async () => {
    const pagesOfTest = [
      // Its words match the query's through a synonym ("alert" for "notify"), many times: on BM25 alone it would win.
      page('/docs/alerts', 'Mail settings', [
        {kind: 'text', text: 'Alert on a failed submission. An alert per submission, alert after alert.'},
      ]),
      page('/docs/notifications', 'Messages to administrators', [
        {kind: 'text', text: 'Song can notify an administrator by e-mail when a submission fails validation.'},
        {kind: 'text', text: 'The mail server, its port and the sender are set in the configuration file.'},
      ]),
    ].flatMap((extracted) => pageRecords(extracted, 'Documentation'));
    const found = await new SearchEngine(memorySource(pagesOfTest)).search('notify submission');
    expect(found.pages.map(({records: [first]}) => pagesOfTest[first].url)).toEqual([
      '/docs/notifications',
      '/docs/alerts',
    ]);
  });

  it('finds a page by the words other pages link to it with', async () => {
    const linked = recordsOfPages(
      [
        page('/docs/song/publish', 'Publication controls', [{kind: 'text', text: 'Suppress an analysis for good.'}]),
        {
          ...page('/docs/song/faq', 'Questions', [{kind: 'text', text: 'See how to withdraw an analysis.'}]),
          links: [{to: '/docs/song/publish', text: 'withdraw an analysis'}],
        },
      ],
      [{path: '/docs', label: 'Documentation'}],
    );
    const found = await new SearchEngine(memorySource(linked)).search('withdraw');
    expect(found.pages.map(({records: [first]}) => linked[first].url)).toContain('/docs/song/publish');
  });

  it('counts a word once, however many of its forms a page holds, so a page with both words comes first', async () => {
    const first = (await engine.search('score-client upload')).pages[0].records[0];
    expect(records[first].url).toBe('/docs/score/upload');
  });
});

describe('search engine', () => {
  const pages = async (query: string, extra: Record<string, unknown> = {}) => [
    ...new Set((await urls(query, extra)).map((url) => url.split('#')[0])),
  ];

  it('gives one entry per page, the page first and its best headings under it, landing on the best section', async () => {
    const {hits} = await answerSearch(engine, {query: 'manifest format', hitsPerPage: 20});
    expect(hits[0]).toMatchObject({type: 'lvl1', url: '/docs/score/upload#manifest-format'});
    expect(hits[1]).toMatchObject({type: 'lvl2', url: '/docs/score/upload#manifest-format'});
    expect(new Set(hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.hierarchy.lvl1)).size).toBe(
      hits.filter((hit) => hit.type === 'lvl1').length,
    );
  });

  it('matches prefixes while typing', async () => {
    expect(await pages('kaf')).toContain('/docs/song/kafka');
  });

  it('allows typos, swapped letters included, only for words the index does not know', async () => {
    expect((await pages('manifset'))[0]).toBe('/docs/score/upload');
    expect(await pages('kafak')).toContain('/docs/song/kafka');
    expect(await pages('uplaod')).not.toHaveLength(0);
    // "score" is a word of the index: it does not also match "store" or "scope".
    expect(parseQuery('score').map(({term}) => term)).toEqual(['score']);
    const {terms} = await engine.search('score');
    expect(terms[0]).toMatchObject({known: true, corrections: []});
  });

  it('finds every form of a word through its stem', async () => {
    expect(await pages('uploads ')).toEqual(await pages('upload '));
    expect(await pages('uploading ')).toEqual(await pages('upload '));
  });

  it('finds synonyms below the word itself', async () => {
    expect(await pages('alert')).toEqual(['/docs/song/notify']);
  });

  it('ranks the page that holds the rare words of a query above pages with common ones', async () => {
    expect((await pages('resume interrupted upload'))[0]).toBe('/docs/score/upload');
    expect((await pages('kafka profile bootstrap'))[0]).toBe('/docs/song/kafka');
  });

  it('applies facet filters: AND of OR groups, negation, unknown attributes', async () => {
    const guidesOnly = await pages('upload', {facetFilters: [['docusaurus_tag:docs-guides-current']]});
    expect(guidesOnly).toEqual(['/guides/run-locally']);
    const docsOrBlog = await pages('upload', {facetFilters: [['hierarchy.lvl0:Documentation', 'hierarchy.lvl0:Blog']]});
    expect(docsOrBlog.every((url) => url.startsWith('/docs') || url.startsWith('/blog'))).toBe(true);
    const notBlog = await pages('upload', {facetFilters: ['-hierarchy.lvl0:Blog']});
    expect(notBlog.some((url) => url.startsWith('/blog'))).toBe(false);
    expect(await pages('upload', {facetFilters: [['color:blue']]})).toEqual([]);
    expect(await pages('upload', {facetFilters: [['language:en'], ['docusaurus_tag:nope']]})).toEqual([]);
  });

  it.each([
    ['regex characters', '.*+?^${}()|[]\\'],
    ['quotes', `"manifest" 'upload'`],
    ['emoji', '🚀 upload 🧬'],
    ['HTML', '<script>alert(1)</script>'],
    ['a very long input', 'upload '.repeat(2000)],
    ['only punctuation', '!!! ??? ...'],
    ['whitespace', '   '],
    ['non-Latin scripts', 'загрузка 上传'],
  ])('never throws on %s', async (_name, query) => {
    const result = await answerSearch(engine, {query});
    expect(Array.isArray(result.hits)).toBe(true);
  });

  it('finds words inside punctuation-heavy identifiers', async () => {
    expect(await urls('SPRING_KAFKA_BOOTSTRAP_SERVERS')).toContain('/docs/song/kafka#enable');
    expect(await pages('song-analysis')).toContain('/docs/song/kafka');
  });

  it('suggests known words for a query that finds nothing', async () => {
    expect(await engine.suggest('zzqx')).toEqual([]);
    expect(await engine.suggest('manifset')).toEqual(['manifest']);
  });
});

describe('phrase runs', () => {
  it('count the longest run of the query words in order, stop words and single letters matching but counting nothing', () => {
    const words = (text: string) => text.toLowerCase().split(' ');
    const publish = phraseRuns(words('publish an analysis'));
    expect(publish.weight).toBe(2);
    expect(publish.longestIn(words('you publish an analysis with song'))).toBe(2);
    expect(publish.longestIn(words('an analysis you publish'))).toBe(1);
    const message = phraseRuns(words('could not reach the mirror host'));
    expect(message.weight).toBe(5);
    expect(message.longestIn(words('error: could not reach the mirror host in time'))).toBe(5);
    expect(message.longestIn(words('the mirror could not reach the host'))).toBe(3);
    expect(phraseRuns(words('upload upload file')).longestIn(words('upload upload file'))).toBe(3);
  });

  it('lift a page that holds the query as written above pages that hold its words apart', async () => {
    const records = [
      page('/docs/mirrors', 'Mirrors', [
        {kind: 'text', text: 'A mirror host copies objects. The mirror host may be far away.'},
        {kind: 'heading', level: 2, anchor: 'reach', text: 'Reach'},
        {kind: 'text', text: 'Could the client reach it? Check that the host answers, then retry the mirror.'},
        {kind: 'text', text: 'A host that does not answer is not a mirror host.'},
      ]),
      page('/docs/troubleshooting', 'Troubleshooting', [
        {kind: 'text', text: 'Messages the client prints, and what they mean.'},
        {kind: 'heading', level: 2, anchor: 'host-errors', text: 'Host errors'},
        {kind: 'text', text: 'Could not reach the mirror host: the network is down or the address is wrong.'},
      ]),
    ].flatMap((extracted) => pageRecords(extracted, 'Documentation'));
    const phrases = new SearchEngine(memorySource(records));
    const first = async (query: string) => (await phrases.search(query)).pages[0].records[0];
    // The same words in another order: the page that repeats them leads. As written, the page with the message does.
    expect(records[await first('host mirror the reach not could')].url).toBe('/docs/mirrors');
    expect(records[await first('could not reach the mirror host')].url).toBe('/docs/troubleshooting');
  });
});

describe('completions of a word being typed', () => {
  const records = [
    page('/docs/song/overview', 'Song overview', [
      {kind: 'text', text: 'Song keeps the metadata of each analysis and checks it against its schema.'},
    ]),
    page('/docs/song/setup', 'Set up the server', [
      {kind: 'text', text: 'The song server reads SONG_DB_HOST, SONG_DB_PASSWORD, SONG_SERVER_ID and SONG_CLIENT_ID.'},
    ]),
    page('/docs/maestro/overview', 'Maestro overview', [{kind: 'text', text: 'Maestro indexes what Song publishes.'}]),
  ].flatMap((extracted) => pageRecords(extracted, 'Documentation'));
  const completing = new SearchEngine(memorySource(records));

  it('count by their share of the pages that hold the word or a completion, together at most one prefix match', async () => {
    const [song] = (await completing.search('song')).terms;
    // "song" is on three pages, and each identifier's joined form (SONG_DB_HOST → songdbhost) on one.
    const completions = ['songclientid', 'songdbhost', 'songdbpassword', 'songserverid'];
    expect(new Map(song.completions)).toEqual(new Map(completions.map((term) => [term, 0.6 / 7])));
    expect((await completing.search('song ')).terms[0].completions).toEqual([]);
    // A word still being typed finds the page of the terms it starts.
    expect(records[(await completing.search('songdb')).pages[0].records[0]].url).toBe('/docs/song/setup');
  });
});

describe('term shards', () => {
  // Every term in a shard of its own, against all terms in one shard.
  const sharded = new SearchEngine(memorySource(RECORDS, {termShardBytes: 1}));

  it('rank as one shard of every term does, whichever shards hold the words, their completions and corrections, while typing too', async () => {
    const typing = ['kafka to', 'kafka top', 'kafka topic', 'kafka to', 'kafka topic upl'];
    const queries = ['manifest format', 'kaf', 'uplo', 'notify', 'alert', 'manifset', 'scor upload', ...typing];
    for (const query of queries) {
      const [whole, split] = await Promise.all([engine.search(query), sharded.search(query)]);
      expect(split.pages.length, query).toBeGreaterThan(0);
      expect(split.pages, query).toEqual(whole.pages);
    }
  });

  it('load only the shards a query needs, once', async () => {
    const {files, manifest} = buildIndex(RECORDS, [], {termShardBytes: 1});
    const ranking = JSON.parse(files.get(manifest.ranking)!) as RankingIndex;
    expect(ranking.termShards.firsts.length).toBeGreaterThan(20);
    const read: string[] = [];
    const fresh = new SearchEngine(memorySource(RECORDS, {termShardBytes: 1}, read));
    const termShardsRead = () => read.filter((name) => name.includes('/terms-')).sort();
    // Two whole words (the space ends the last one), each in a shard of its own.
    await fresh.search('kafka topic ');
    expect(termShardsRead()).toHaveLength(2);
    await fresh.search('kafka topic ');
    expect(termShardsRead()).toHaveLength(2);
    // A word being typed loads the shards of every term it starts, and the shard before them, which may end with
    // such a term.
    const before = termShardsRead().length;
    await fresh.search('sta');
    const completions = ranking.terms.filter((term) => term.startsWith('sta')).length;
    expect(completions).toBeGreaterThan(1);
    expect(termShardsRead().length - before).toBe(completions + 1);
  });
});

describe('vocabulary', () => {
  it('is written sorted, each term with the number of pages that hold it, however many of their fields do', () => {
    const {files, manifest} = buildIndex(RECORDS);
    const ranking = JSON.parse(files.get(manifest.ranking)!) as RankingIndex;
    const vocabulary = vocabularyOf(ranking);
    expect(vocabulary.terms).toEqual([...vocabulary.terms].sort());
    // "kafka" is in the title, headings and text of one page, and in the text of none other.
    expect(vocabulary.get('kafka')).toBe(1);
    // "upload": the score page, the guide and the blog post.
    expect(vocabulary.get('upload')).toBe(3);
  });

  it('finds terms, prefixes and near spellings', () => {
    const vocabulary = new Vocabulary(['kafka', 'manifest', 'score', 'song'], [1, 2, 3, 4]);
    expect(vocabulary.has('score')).toBe(true);
    expect(vocabulary.has('scor')).toBe(false);
    expect(vocabulary.has('zzz')).toBe(false);
    expect(vocabulary.get('song')).toBe(4);
    expect(vocabulary.hasPrefix('man')).toBe(true);
    expect(vocabulary.hasPrefix('sco')).toBe(true);
    expect(vocabulary.hasPrefix('sx')).toBe(false);
    expect(vocabulary.hasPrefix('songs')).toBe(false);
    expect(vocabulary.hasPrefix('zz')).toBe(false);
    expect(vocabulary.startingWith('s')).toEqual([
      ['score', 3],
      ['song', 4],
    ]);
    expect(vocabulary.startingWith('song')).toEqual([]);
    expect([...vocabulary.fuzzyGet('scare', 1)]).toEqual([['score', [3, 1]]]);
  });
});

describe('parseFacetFilters', () => {
  it('reads the three shapes Algolia accepts', () => {
    expect(parseFacetFilters('a:b')).toEqual([[{attribute: 'a', value: 'b', negated: false}]]);
    expect(parseFacetFilters(['a:b', ['c:d', '-e:f']])).toEqual([
      [{attribute: 'a', value: 'b', negated: false}],
      [
        {attribute: 'c', value: 'd', negated: false},
        {attribute: 'e', value: 'f', negated: true},
      ],
    ]);
    expect(parseFacetFilters(undefined)).toEqual([]);
    expect(parseFacetFilters({})).toEqual([]);
  });
});
