/**
 * The Overture tools as the home page presents them: each card leads to the tool's overview page on this site
 * (`docs`), with its repository as a second link.
 */
export type Tool = {
  name: string;
  summary: string;
  role: 'Data submission & storage' | 'Dictionaries & tabular data' | 'Indexing & search' | 'Portal' | 'Platform tools';
  repository: string;
  docs: string;
};

export const tools: readonly Tool[] = [
  {
    name: 'Song',
    summary: 'Validates and tracks the metadata of genomic files, and controls when they are published.',
    role: 'Data submission & storage',
    repository: 'https://github.com/overture-stack/SONG',
    docs: '/docs/core-software/song/overview',
  },
  {
    name: 'Score',
    summary: 'Moves files in and out of object storage with pre-signed URLs and checks their integrity.',
    role: 'Data submission & storage',
    repository: 'https://github.com/overture-stack/score',
    docs: '/docs/core-software/score/overview',
  },
  {
    name: 'Lectern',
    summary: 'Stores versioned data dictionaries; its libraries validate records against them.',
    role: 'Dictionaries & tabular data',
    repository: 'https://github.com/overture-stack/lectern',
    docs: '/docs/core-software/lectern/overview',
  },
  {
    name: 'Lyric',
    summary: 'Accepts tabular (clinical) submissions and validates them against Lectern dictionaries.',
    role: 'Dictionaries & tabular data',
    repository: 'https://github.com/overture-stack/lyric',
    docs: '/docs/under-development/Lyric',
  },
  {
    name: 'Maestro',
    summary: 'Indexes published metadata into Elasticsearch, on request or from Kafka events.',
    role: 'Indexing & search',
    repository: 'https://github.com/overture-stack/maestro',
    docs: '/docs/core-software/maestro/overview',
  },
  {
    name: 'Arranger',
    summary: 'Serves a GraphQL search API over the index and ships React search components.',
    role: 'Indexing & search',
    repository: 'https://github.com/overture-stack/arranger',
    docs: '/docs/core-software/arranger/overview',
  },
  {
    name: 'Stage',
    summary: 'The data portal front end: sign-in, API keys and the data explorer.',
    role: 'Portal',
    repository: 'https://github.com/overture-stack/stage',
    docs: '/docs/core-software/stage/overview',
  },
  {
    name: 'Prelude',
    summary:
      'Runs Overture services on one machine, phase by phase, for planning and development; sign-in is not part of it yet.',
    role: 'Platform tools',
    repository: 'https://github.com/overture-stack/prelude',
    docs: '/docs/platform-tools/prelude',
  },
];
