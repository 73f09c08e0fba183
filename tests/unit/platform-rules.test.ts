/**
 * The guides' platform check: a small deployment guide defines the platform, and each other guide below holds
 * one kind of mismatch that the issue's review found in the real guides.
 */
import {describe, expect, it} from 'vitest';
import {parsePage, type ContentPage} from '../../scripts/lib/contentPages';
import {checkPlatform, readPlatform, releasesOf} from '../../scripts/lib/platformRules';

const FENCE = '```';

const DEPLOYMENT = `---
title: Search portal
description: Build it.
sidebar_position: 1
software: Song 5.2.0, Score 5.11.0, Stage a5ced86
---

${FENCE}bash
mkdir -p overture-deploy/arranger/configs
cd overture-deploy
docker network create overture
cat > .env <<EOF
STAGE_SESSION_SECRET=$(openssl rand -hex 32)
EOF
set -a; . ./.env; set +a
git clone https://github.com/overture-stack/stage.git
docker build -t score-client:5.11.0 https://github.com/overture-stack/score.git#5.11.0
echo '127.0.0.1 minio' | sudo tee -a /etc/hosts
${FENCE}

${FENCE}yaml title="search.compose.yml"
name: overture-search
services:
  minio:
    image: minio/minio:RELEASE.2018-05-11T00-29-24Z
    ports:
      - "9000:9000"
  arranger:
    image: ghcr.io/overture-stack/arranger-server:3.0.4
    volumes:
      - ./arranger/configs:/app/configs:ro
  stage:
    image: stage:a5ced86
    build: ./stage
    ports:
      - "3000:3000"
    environment:
      SESSION_ENCRYPTION_SECRET: \${STAGE_SESSION_SECRET}
networks:
  default:
    name: overture
    external: true
${FENCE}

${FENCE}bash
docker compose -f search.compose.yml up -d --build stage
docker compose -f search.compose.yml logs -f arranger
curl -s http://localhost:3000/api/health
${FENCE}
`;

function page(file: string, body: string, frontMatter = ''): ContentPage {
  return parsePage(file, `---\ntitle: A guide\ndescription: Do it.\n${frontMatter}---\n\n${body}\n`);
}

const deployment = parsePage('guides/deployment-guide/search-portal.md', DEPLOYMENT);

function problemsWith(...guides: ContentPage[]): string[] {
  return checkPlatform([deployment, ...guides]);
}

const bash = (script: string) => `${FENCE}bash\n${script}\n${FENCE}`;
const admin = (body: string, frontMatter = '') => page('guides/administration-guides/a-task.md', body, frontMatter);
const user = (body: string, frontMatter = '') => page('guides/user-guides/a-task.md', body, frontMatter);

describe('the platform the deployment guide builds', () => {
  it('is read from its Compose files, commands and .env', () => {
    const {platform, problems} = readPlatform([deployment]);
    expect(problems).toEqual([]);
    expect([...platform.services.keys()]).toEqual(['minio', 'arranger', 'stage']);
    expect(platform.containers).toContain('overture-search-stage-1');
    expect([...platform.publishedPorts]).toEqual([9000, 3000]);
    expect(platform.variables).toContain('STAGE_SESSION_SECRET');
    expect(platform.files).toContain('arranger/configs');
    expect(platform.clones).toContain('stage');
    expect(platform.hostNames).toContain('minio');
    expect(platform.images.get('score-client')).toBe('5.11.0');
    expect(releasesOf('Song 5.2.0, Score 5.11.0 (server and client), Stage `main` at a5ced86')).toEqual(
      new Map([
        ['Song', '5.2.0'],
        ['Score', '5.11.0'],
        ['Stage', 'a5ced86'],
      ]),
    );
  });

  it('accepts guides that use only what it defines', () => {
    const consistent = admin(
      [
        `${FENCE}json title="arranger/configs/base.json"\n{"index": "file_centric"}\n${FENCE}`,
        `${FENCE}tsx title="stage/components/Head.tsx"\nexport default null;\n${FENCE}`,
        `${FENCE}yaml title="search.compose.yml (excerpt)"\nservices:\n  stage:\n    volumes:\n      - ./portal-assets:/usr/src/public/static:ro\n${FENCE}`,
        bash(
          [
            'mkdir -p portal-assets',
            'jq empty arranger/configs/*.json && docker compose -f search.compose.yml restart arranger',
            'docker run --rm --network overture curlimages/curl:8.8.0 -s http://minio:9000/minio/health/live',
            'docker run --rm score-client:5.11.0 bin/score-client --profile default url --object-id x',
            'curl -s http://minio:9000/minio/health/live',
            'TOKEN=$(curl -s http://localhost:3000/api/token) && echo "$TOKEN $STAGE_SESSION_SECRET"',
          ].join('\n'),
        ),
        'Run `docker compose restart` only to reload a setting.',
      ].join('\n\n'),
      'software: Song 5.2.0, Stage a5ced86\n',
    );
    expect(problemsWith(consistent)).toEqual([]);
  });

  it('is a valid Compose file, and a guide that breaks it or names a missing service fails', () => {
    const invalid = parsePage(
      'guides/deployment-guide/search-portal.md',
      DEPLOYMENT.replace('    build: ./stage\n', '    build: ./stage\n    restart: sometimes-maybe\n    pots: []\n'),
    );
    expect(checkPlatform([invalid]).join('\n')).toMatch(
      /search\.compose\.yml is not a valid Compose file: .*additional properties/,
    );
    const excerpt = admin(
      `${FENCE}yaml title="search.compose.yml (excerpt)"\nservices:\n  portal:\n    image: stage:latest\n  stage:\n    ports: "3000"\n${FENCE}`,
    );
    const problems = problemsWith(excerpt).join('\n');
    expect(problems).toContain('search.compose.yml has no service portal');
    expect(problems).toContain('the file with this change is not valid Compose');
  });
});

describe('a guide that leaves the platform fails', () => {
  it.each([
    ['a container that does not exist', bash('docker exec arranger ls /app/configs'), /no container is named arranger/],
    ['a container named in the text', 'Restart the container `stage` after the change.', /no container is named stage/],
    [
      'a service of no Compose file',
      bash('docker compose -f search.compose.yml restart maestro'),
      /no Compose file of the platform defines the service maestro/,
    ],
    [
      'a Compose file the platform does not have',
      bash('docker compose -f portal.compose.yml up -d stage'),
      /portal\.compose\.yml is not one of the platform's Compose files/,
    ],
    ['a Compose command without its file', bash('docker compose up -d stage'), /without -f/],
    [
      'a folder that was never created',
      `${FENCE}json title="configs/base.json"\n{}\n${FENCE}`,
      /the platform has no folder configs/,
    ],
    [
      'a file read from a folder that was never created',
      bash('jq empty configs/*.json'),
      /configs\/\*\.json is not a file or folder of the platform/,
    ],
    [
      'an env file that was never created',
      bash('docker run --env-file maestro.env ghcr.io/overture-stack/maestro:4.3.0'),
      /the env file maestro\.env is not created/,
    ],
    [
      'a variable .env does not hold',
      bash('echo "$SESSION_ENCRYPTION_SECRET"'),
      /\$SESSION_ENCRYPTION_SECRET is set neither/,
    ],
    [
      'a port nothing publishes',
      bash('curl -s http://localhost:5050/graphql'),
      /nothing of the platform is published on port 5050/,
    ],
    [
      'a host that resolves only inside Docker',
      bash('curl -s http://arranger:5050/graphql'),
      /arranger resolves only inside the Docker network/,
    ],
    [
      'a host the platform does not have',
      bash('docker run --rm --network overture curlimages/curl:8.8.0 http://storage:9000'),
      /no host named storage/,
    ],
    [
      'another release of an image the platform runs',
      bash('docker run --rm score-client:latest bin/score-client version'),
      /score-client:latest is not the platform's release of score-client \(5\.11\.0\)/,
    ],
  ])('%s', (_, body, expected) => {
    expect(problemsWith(admin(body)).join('\n')).toMatch(expected);
  });

  it('another release of a tool in `software`', () => {
    const problems = problemsWith(admin('Nothing to run.', 'software: Song 5.3.0, Stage a5ced86\n'));
    expect(problems.join('\n')).toMatch(
      /names Song 5\.3\.0 in `software`, but the deployment guide builds Song 5\.2\.0/,
    );
  });

  it('a port outside the platform only when the page declares it', () => {
    const lyric = bash('curl -s http://localhost:3030/category');
    expect(problemsWith(admin(lyric)).join('\n')).toMatch(/port 3030/);
    expect(problemsWith(admin(lyric, 'outside_platform:\n  - port: 3030\n    service: Lyric\n'))).toEqual([]);
  });

  it('example data that differ from one guide to the next', () => {
    const analysis = (files: string[]) =>
      `${FENCE}json\n${JSON.stringify({analysisId: '4d9ed1c5-0000-4000-8000-000000000001', files: files.map((fileName) => ({fileName, fileSize: 539}))})}\n${FENCE}`;
    const problems = problemsWith(admin(analysis(['example.bam'])), user(analysis(['SA-1143-N.chrM.bam']))).join('\n');
    expect(problems).toMatch(
      /analysis 4d9ed1c5-0000-4000-8000-000000000001 is the files SA-1143-N\.chrM\.bam here but the files example\.bam at guides\/administration-guides\/a-task\.md/,
    );
  });

  it("variables of the reader's settings file count on every user guide, page variables only after they are set", () => {
    const settings = user(
      `${FENCE}bash title="~/overture-clients/platform.env"\nSTAGE_URL=http://localhost:3000\n${FENCE}`,
    );
    const later = page('guides/user-guides/another-task.md', bash('curl -s "$STAGE_URL/api/health"'));
    expect(problemsWith(settings, later)).toEqual([]);
    expect(problemsWith(user(bash('echo "$ANSWER"\nANSWER=42'))).join('\n')).toMatch(/\$ANSWER is set neither/);
  });
});
