/**
 * The releases this site documents: one entry per release a page names in its `software` front matter, with what a
 * reader runs (an image and tag, an npm package or a commit), its date, the refs of the repository our facts were
 * checked against, and its status. The guides' platform is a named set of them. The build fails when a page names a
 * release that is not here, and warns about pages that document an older release of a tool than its current one.
 *
 * When a tool releases: add the release, mark it `current`, mark the one it replaces `older`, and build: the warning
 * lists every page to update.
 */

export type ReleaseStatus =
  /** The newest release a reader can run. */
  | 'current'
  /** Superseded, still documented (for example by the guides' platform). */
  | 'older'
  /** Code on a branch or an image without a published release. */
  | 'unreleased'
  /** Another project's release that the guides' platform runs; these docs do not follow that project's releases. */
  | 'third-party';

/** What a reader runs. */
export type Artifact =
  | {kind: 'image'; image: string; tag: string}
  | {kind: 'npm'; package: string; version: string}
  | {kind: 'commit'; repository: string; commit: string}
  | {kind: 'archive'; description: string};

export type Release = {
  /** The tool as pages name it: "Song", "song-client", "Arranger server". */
  tool: string;
  version: string;
  /** ISO date of the release (its tag, package or commit); absent when no source gives one. */
  date?: string;
  artifact: Artifact;
  /** The repository whose code the facts were checked in, and the refs used (tags or full commits). */
  repository: string;
  sourceRefs: string[];
  status: ReleaseStatus;
  /** What a reader should know about this release, in one sentence. */
  note?: string;
  /** Source lines for what the entry says beyond its tag (who runs it, why its status). */
  evidence?: string[];
};

/** The name of a release in `software` front matter: "Song 5.3.0". */
export const releaseName = (release: Pick<Release, 'tool' | 'version'>): string => `${release.tool} ${release.version}`;

export const RELEASES: readonly Release[] = [
  {
    tool: 'Song',
    version: '5.3.0',
    artifact: {kind: 'image', image: 'ghcr.io/overture-stack/song-server', tag: '5.3.0'},
    repository: 'overture-stack/SONG',
    sourceRefs: ['5.2.0', '258e0134807f4f4d8055eea6556bc6cbc87a6029', '7da7be21f58447bd51fba97bda487cd8fe022044'],
    status: 'current',
    note: "Prelude's main branch runs this image. Song's pull request for this release (#886, opened May 2025) lists changes made after the Song commits these docs check facts in (October 2024 and earlier), among them configurable external validation of submitted analyses: facts are checked in 5.2.0 and in two later branch commits (258e013, 7da7be2) that remove donors, specimens and samples, as the release does; the later changes are described only as far as Song's documentation goes.",
    evidence: ['overture-stack/prelude@f73369fd0e0c12caddae124ba85da939a15d1758:docker-compose.yml#L497-L497'],
  },
  {
    tool: 'Song',
    version: '5.2.0',
    date: '2024-07-04',
    artifact: {kind: 'image', image: 'ghcr.io/overture-stack/song-server', tag: '5.2.0'},
    repository: 'overture-stack/SONG',
    sourceRefs: ['5.2.0'],
    status: 'older',
    note: "The release the guides' platform runs.",
  },
  {
    tool: 'song-client',
    version: '5.2.0',
    date: '2024-07-04',
    artifact: {
      kind: 'archive',
      description:
        'song-client-5.2.0-dist.tar.gz, built with Maven at the 5.2.0 tag (song-client/target), or the client stage of the Dockerfile at that tag',
    },
    repository: 'overture-stack/SONG',
    sourceRefs: ['5.2.0'],
    status: 'current',
    note: "The newest song-client release whose code these docs could read. Song 5.3.0's release (#886) covers the whole repository, client included, and changes the client too (in the branch commits these docs check, 258e013 and 7da7be2, its `search` takes only a file or analysis id, no longer sample, specimen or donor ids); whether a song-client 5.3.0 build was published, and what else changed in it, could not be checked here.",
  },
  {
    tool: 'Score',
    version: '5.11.0',
    date: '2024-07-04',
    artifact: {kind: 'image', image: 'ghcr.io/overture-stack/score-server', tag: '5.11.0'},
    repository: 'overture-stack/score',
    sourceRefs: ['5.11.0'],
    status: 'current',
    note: 'The newest Score release whose code these docs could read. Score\'s pull request "Release version 5.12.0" (#492), opened in August 2025, has since been merged, but no 5.12.0 tag, image or code could be reached here (the copy of the repository these docs check ends in October 2024), so whether 5.12.0 was published was not checked.',
  },
  {
    tool: 'score-client',
    version: '5.11.0',
    date: '2024-07-04',
    artifact: {kind: 'archive', description: 'the client stage of the Dockerfile at the 5.11.0 tag'},
    repository: 'overture-stack/score',
    sourceRefs: ['5.11.0'],
    status: 'current',
    note: 'Built from the same tag as Score 5.11.0; what that row says of a 5.12.0 release holds for the client too.',
  },
  {
    tool: 'Maestro',
    version: '4.3.0',
    date: '2023-01-19',
    artifact: {kind: 'image', image: 'ghcr.io/overture-stack/maestro', tag: '4.3.0'},
    repository: 'overture-stack/maestro',
    sourceRefs: ['4.3.0'],
    status: 'current',
    note: "Every master build pushes the image tag 4.3.0 (master still reads version 4.3.0 after the tag), so the published image may come from master b3267fa, whose application.yml defaults differ from the tag's.",
  },
  {
    tool: 'Arranger server',
    version: '3.0.4',
    date: '2026-05-13',
    artifact: {kind: 'npm', package: '@overture-stack/arranger-server', version: '3.0.4'},
    repository: 'overture-stack/arranger',
    sourceRefs: ['server-v3.0.4'],
    status: 'current',
  },
  {
    tool: 'Arranger components',
    version: '3.0.7',
    date: '2026-05-13',
    artifact: {kind: 'npm', package: '@overture-stack/arranger-components', version: '3.0.7'},
    repository: 'overture-stack/arranger',
    sourceRefs: ['components-v3.0.7'],
    status: 'current',
  },
  {
    tool: 'Arranger components',
    version: '3.0.0-beta.34',
    date: '2024-11-01',
    artifact: {kind: 'npm', package: '@overture-stack/arranger-components', version: '3.0.0-beta.34'},
    repository: 'overture-stack/arranger',
    sourceRefs: ['3.0.0-beta.34'],
    status: 'older',
    note: 'The components Stage a5ced86 bundles.',
  },
  {
    tool: 'Stage',
    version: 'a5ced86',
    date: '2025-04-09',
    artifact: {kind: 'commit', repository: 'overture-stack/stage', commit: 'a5ced860334250658b19eaaa8d059e10ffa6bee7'},
    repository: 'overture-stack/stage',
    sourceRefs: ['a5ced860334250658b19eaaa8d059e10ffa6bee7'],
    status: 'current',
    note: 'Stage publishes no release newer than 1.1.3 (2022): run its main branch at this commit.',
  },
  {
    tool: 'Lectern',
    version: '2.0.0',
    date: '2026-04-09',
    artifact: {
      kind: 'archive',
      description:
        'the Lectern server image built with apps/server/Dockerfile from the repository root at the server-v2.0.0 tag (images are published to ghcr.io/overture-stack/lectern, but no readable source names a 2.0.0 tag)',
    },
    repository: 'overture-stack/lectern',
    sourceRefs: ['server-v2.0.0', 'dictionary-v2.0.0', 'validation-v2.0.0', 'client-v2.0.0'],
    status: 'current',
  },
  {
    tool: 'Lectern UI',
    version: '1.0.0',
    date: '2026-04-09',
    artifact: {kind: 'archive', description: 'built and packed from the ui-v1.0.0 tag (not on npm)'},
    repository: 'overture-stack/lectern',
    sourceRefs: ['ui-v1.0.0', '5b1d0506da7bba9fc6beb6b2e14144e893671099'],
    status: 'unreleased',
  },
  {
    tool: 'Lyric',
    version: '0.19.0',
    date: '2026-07-28',
    artifact: {kind: 'npm', package: '@overture-stack/lyric', version: '0.19.0'},
    repository: 'overture-stack/lyric',
    sourceRefs: ['bd6518d9a309eff316f5c4dde2e30a7a7363143c'],
    status: 'current',
  },
  {
    tool: 'Prelude main',
    version: 'f73369f',
    date: '2026-01-16',
    artifact: {
      kind: 'commit',
      repository: 'overture-stack/prelude',
      commit: 'f73369fd0e0c12caddae124ba85da939a15d1758',
    },
    repository: 'overture-stack/prelude',
    sourceRefs: ['f73369fd0e0c12caddae124ba85da939a15d1758'],
    status: 'current',
  },
  {
    tool: 'Prelude quickstart',
    version: 'c3438ac',
    date: '2026-01-16',
    artifact: {
      kind: 'commit',
      repository: 'overture-stack/prelude',
      commit: 'c3438ac7122229606bbb224e01a2afa2f68adea8',
    },
    repository: 'overture-stack/prelude',
    sourceRefs: ['c3438ac7122229606bbb224e01a2afa2f68adea8'],
    status: 'current',
  },
  {
    tool: 'Keycloak',
    version: '22.0',
    artifact: {kind: 'image', image: 'quay.io/keycloak/keycloak', tag: '22.0'},
    repository: 'keycloak/keycloak',
    sourceRefs: [],
    status: 'third-party',
    note: "Keycloak's code is not checked here; the pages state what the services and the realm file decide.",
  },
  {
    tool: 'keycloak-apikeys',
    version: '1.0.1',
    date: '2024-02-16',
    artifact: {
      kind: 'archive',
      description:
        "keycloak-apikeys-1.0.1.jar, a Keycloak provider built with Maven at the 1.0.1 tag (Prelude quickstart c3438ac ships a copy), placed in Keycloak's providers folder",
    },
    repository: 'oicr-softeng/keycloak-apikeys',
    sourceRefs: ['1.0.1'],
    status: 'current',
  },
  {
    tool: 'Elasticsearch',
    version: '7.17.27',
    artifact: {kind: 'image', image: 'docker.elastic.co/elasticsearch/elasticsearch', tag: '7.17.27'},
    repository: 'elastic/elasticsearch',
    sourceRefs: [],
    status: 'third-party',
    note: "Elasticsearch's code is not checked here; request and answer shapes come from its official JavaScript client 7.17.",
  },
  {
    tool: 'Confluent Kafka',
    version: '7.6.1',
    artifact: {kind: 'image', image: 'confluentinc/cp-kafka', tag: '7.6.1'},
    repository: 'confluentinc/kafka-images',
    sourceRefs: [],
    status: 'third-party',
  },
  {
    tool: 'MinIO',
    version: 'RELEASE.2018-05-11T00-29-24Z',
    date: '2018-05-11',
    artifact: {kind: 'image', image: 'minio/minio', tag: 'RELEASE.2018-05-11T00-29-24Z'},
    repository: 'minio/minio',
    sourceRefs: ['RELEASE.2018-05-11T00-29-24Z'],
    status: 'third-party',
    note: "The release Score's own Compose file pins.",
  },
  {
    tool: 'PostgreSQL',
    version: '11.1',
    artifact: {kind: 'image', image: 'postgres', tag: '11.1'},
    repository: 'postgres/postgres',
    sourceRefs: [],
    status: 'third-party',
    note: "The release Song's own Compose file runs.",
  },
];

/** The guides' platform: the releases the deployment guide builds and every other guide uses. */
export const PLATFORM = {
  name: "The guides' platform",
  releases: [
    'Song 5.2.0',
    'song-client 5.2.0',
    'Score 5.11.0',
    'score-client 5.11.0',
    'Maestro 4.3.0',
    'Arranger server 3.0.4',
    'Arranger components 3.0.0-beta.34',
    'Stage a5ced86',
    'Keycloak 22.0',
    'keycloak-apikeys 1.0.1',
    'Elasticsearch 7.17.27',
    'Confluent Kafka 7.6.1',
    'MinIO RELEASE.2018-05-11T00-29-24Z',
    'PostgreSQL 11.1',
  ],
} as const;

const byName = new Map(RELEASES.map((release) => [releaseName(release), release]));

/** The release a `software` entry names, if the site documents it. */
export function findRelease(name: string): Release | undefined {
  return byName.get(name.trim());
}

/**
 * A fact about releases working together, or not, as a reader meets it. Every row names the source lines it rests
 * on (`owner/repo@ref:path#Lstart-Lend` or `npm:package@version:path#Lstart-Lend`), as a page's `sources` do.
 */
export type CompatibilityFinding = {
  /** The releases concerned, as named in RELEASES. */
  releases: string[];
  /** What works or fails, in one or two sentences. */
  finding: string;
  /** What a reader sees when it fails (a message, a status), if the source shows it. */
  symptom?: string;
  /** What to do about it. */
  remedy?: string;
  evidence: string[];
};

/** Known incompatibilities and requirements between releases. */
export const COMPATIBILITY: readonly CompatibilityFinding[] = [
  {
    releases: ['Song 5.3.0', 'Maestro 4.3.0'],
    finding:
      'Song 5.3.0 no longer requires `samples` in an analysis: its release pull request says so, and in the branch commits these docs check its base schema requires only `studyId`, `analysisType` and `files` (Song 5.2.0 also requires `samples`). Song stores the other submitted fields as they are and returns them with the analysis. An analysis submitted without `samples` therefore has none. Maestro 4.3.0 cannot read such an analysis: its analysis class requires a `samples` list, and reading fails before Maestro builds any document, so the analysis is not indexed.',
    symptom:
      'Indexing through Maestro\'s API (`POST /index/repository/<code>/study/<studyId>/analysis/<analysisId>`): with the default settings (the file-centric and the analysis-centric index both on), Maestro fetches the analysis once for each index; each time it logs `retrying` three times, then `failed to fetch analysis` with the cause `samples is marked @NonNull but is null` and `FAILED_TO_FETCH_ANALYSIS`, and its answer holds one result per index, each `"successful": false` with the analysis ID. Through Kafka, the `song-analysis` message, which carries the analysis in the same form, cannot be read either and is moved to the topic `maestro_song_analysis_dlq`.',
    remedy: "Run Maestro 4.3.0 with Song 5.2.0, as the guides' platform does.",
    evidence: [
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/resources/schemas/analysis/analysisBase.json#L68-L85',
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/java/bio/overture/song/server/model/dto/Payload.java#L22-L27',
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/java/bio/overture/song/server/service/analysis/AnalysisServiceImpl.java#L102-L103',
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/java/bio/overture/song/server/model/analysis/Analysis.java#L86-L109',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/resources/schemas/analysis/analysisBase.json#L68-L85',
      'overture-stack/maestro@4.3.0:lombok.config#L1-L3',
      'overture-stack/maestro@4.3.0:pom.xml#L219-L230',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/entities/metadata/study/Analysis.java#L28-L60',
      'FasterXML/jackson-databind@jackson-databind-2.10.5.1:src/main/java/com/fasterxml/jackson/databind/introspect/JacksonAnnotationIntrospector.java#L1316-L1336',
      'FasterXML/jackson-databind@jackson-databind-2.10.5.1:src/main/java/com/fasterxml/jackson/databind/deser/std/StdValueInstantiator.java#L277-L287',
      'FasterXML/jackson-databind@jackson-databind-2.10.5.1:src/main/java/com/fasterxml/jackson/databind/DeserializationContext.java#L1724-L1736',
      'projectlombok/lombok@v1.18.6:src/core/lombok/core/configuration/NullCheckExceptionType.java#L36-L43',
      'spring-projects/spring-framework@v5.3.18:spring-web/src/main/java/org/springframework/http/codec/json/AbstractJackson2Decoder.java#L235-L245',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/resources/config/application.yml#L16-L20',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/java/bio/overture/maestro/app/infra/adapter/outbound/metadata/study/song/SongStudyDAO.java#L185-L227',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L203-L221',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L508-L526',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L794-L807',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L103-L113',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/resources/config/application.yml#L16-L40',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/entities/message/AnalysisMessage.java#L24-L35',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/resources/config/application.yml#L152-L176',
      'spring-cloud/spring-cloud-stream-binder-kafka@v3.2.2:spring-cloud-stream-binder-kafka/src/main/java/org/springframework/cloud/stream/binder/kafka/KafkaMessageChannelBinder.java#L788-L790',
      'spring-cloud/spring-cloud-stream-binder-kafka@v3.2.2:spring-cloud-stream-binder-kafka/src/main/java/org/springframework/cloud/stream/binder/kafka/KafkaMessageChannelBinder.java#L1334-L1348',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/java/bio/overture/maestro/app/infra/adapter/inbound/webapi/ManagementController.java#L83-L103',
      'overture-stack/SONG@5.2.0:song-server/src/main/resources/schemas/analysis/analysisBase.json#L205-L205',
      'overture-stack/maestro@b3267fabc42fab1f6250ba212b2e7e85fdbe2e37:ci-cd/Jenkinsfile.groovy#L64-L76',
      'overture-stack/maestro@b3267fabc42fab1f6250ba212b2e7e85fdbe2e37:pom.xml#L31-L31',
      'overture-stack/maestro@b3267fabc42fab1f6250ba212b2e7e85fdbe2e37:maestro-app/src/main/resources/config/application.yml#L59-L67',
    ],
  },
  {
    releases: ['Song 5.2.0', 'Maestro 4.3.0'],
    finding:
      "With its `kafka` profile, Song 5.2.0 sends a message to the topic `song-analysis` each time an analysis is created, published, unpublished, suppressed or updated; the message carries the analysis, its state and Song's `song.id` (default `song.overture`). Maestro 4.3.0 reads that topic, indexes the analysis only when its state is `PUBLISHED` (otherwise it removes the analysis from the index), and needs a repository in `maestro.repositories` whose `code` equals the message's Song ID, ignoring case.",
    symptom:
      'When no repository code matches a `PUBLISHED` message, Maestro logs `FAILED_TO_FETCH_REPOSITORY` with the code and `failed to process message`, indexes nothing, and moves the message to the topic `maestro_song_analysis_dlq`; a message in another state needs no repository, because Maestro removes that analysis by its id.',
    remedy: "Give the Maestro repository the same `code` as Song's `song.id`.",
    evidence: [
      'overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml#L19-L22',
      'overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml#L266-L273',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/kafka/impl/KafkaSender.java#L26-L36',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/kafka/AnalysisMessage.java#L32-L54',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/service/analysis/AnalysisServiceSender.java#L40-L49',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/service/analysis/AnalysisServiceSender.java#L52-L114',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/service/analysis/AnalysisServiceSender.java#L187-L191',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/resources/config/application.yml#L16-L17',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/resources/config/application.yml#L62-L79',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/resources/config/application.yml#L152-L176',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/java/bio/overture/maestro/app/infra/adapter/inbound/messaging/song/SongAnalysisStreamListener.java#L52-L82',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L116-L159',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L379-L410',
      'overture-stack/maestro@4.3.0:maestro-domain/src/main/java/bio/overture/maestro/domain/api/DefaultIndexer.java#L223-L257',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/java/bio/overture/maestro/app/infra/adapter/outbound/metadata/repostiory/PropertyFileStudyRepositoryDAO.java#L56-L73',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/java/bio/overture/maestro/app/infra/adapter/inbound/messaging/IndexMessagesHelper.java#L46-L71',
      'overture-stack/maestro@4.3.0:maestro-app/src/main/java/bio/overture/maestro/app/infra/adapter/outbound/notification/LoggingNotificationChannel.java#L39-L58',
      'spring-cloud/spring-cloud-stream-binder-kafka@v3.2.2:spring-cloud-stream-binder-kafka/src/main/java/org/springframework/cloud/stream/binder/kafka/KafkaMessageChannelBinder.java#L788-L790',
      'spring-cloud/spring-cloud-stream-binder-kafka@v3.2.2:spring-cloud-stream-binder-kafka/src/main/java/org/springframework/cloud/stream/binder/kafka/KafkaMessageChannelBinder.java#L1334-L1348',
    ],
  },
  {
    releases: ['Stage a5ced86', 'Arranger server 3.0.4'],
    finding:
      "Before it shows the Data Explorer, Stage a5ced86 asks Arranger's `hasValidConfig` with its `NEXT_PUBLIC_ARRANGER_DOCUMENT_TYPE` and `NEXT_PUBLIC_ARRANGER_INDEX`. Arranger server 3.0.4 answers true only when the document type equals `documentType` in its base.json, the index either equals base.json's `index` or is an Elasticsearch alias of that index, and the configuration is not empty.",
    symptom:
      'The Data Explorer shows "Configuration Error" with `No active configurations for the platform were found. Please make sure the index and GraphQL document type are correctly configured.`, and the browser console shows `Could not validate Arranger server configuration!`.',
    remedy:
      "Give Stage's `NEXT_PUBLIC_ARRANGER_DOCUMENT_TYPE` and `NEXT_PUBLIC_ARRANGER_INDEX` the `documentType` and `index` of Arranger's base.json, then restart Stage (it reads them at start).",
    evidence: [
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:components/pages/explorer/index.tsx#L59-L138',
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:components/pages/explorer/getConfigError.tsx#L73-L89',
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:components/utils/arrangerFetcher.ts#L43-L58',
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:next.config.js#L41-L47',
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:global/config.ts#L24-L34',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/schema/Root.ts#L40-L45',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/schema/Root.ts#L85-L113',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/mapping/utils/fetchMapping.ts#L5-L12',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/graphqlRoutes.js#L86-L97',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/config/types.ts#L12-L15',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/schema/index.js#L28-L53',
    ],
  },
  {
    releases: ['Stage a5ced86', 'Arranger components 3.0.0-beta.34', 'Arranger server 3.0.4'],
    finding:
      "Stage's File Manifest download asks for the fields listed in `NEXT_PUBLIC_ARRANGER_MANIFEST_COLUMNS` (comma-separated, quotes removed). The Arranger components it bundles look each name up among the `fieldName`s of the columns in Arranger's table.json, shown or hidden, and send `null` for a name they do not find; Arranger server 3.0.4 fails on that `null` while it writes the header row.",
    symptom:
      "No file is saved, and Arranger's log shows `ERROR in getAllData:` with `TypeError: Cannot destructure property 'accessor'`.",
    remedy:
      'Add every field of `NEXT_PUBLIC_ARRANGER_MANIFEST_COLUMNS` to table.json as a column; `"show": false` keeps it out of the table.',
    evidence: [
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:components/pages/explorer/RepoTable.tsx#L143-L153',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/Table/helpers/context.tsx#L102-L110',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/Table/helpers/columns.tsx#L41-L48',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/Table/DownloadButton/DownloadButton.tsx#L105-L140',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/Table/DownloadButton/helpers.ts#L30-L86',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/utils/download.js#L10-L16',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/download/index.js#L102-L111',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/utils/getAllData.js#L116-L141',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/utils/dataToExportFormat.js#L181-L189',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/utils/dataToExportFormat.js#L220-L224',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/utils/dataToExportFormat.js#L354-L376',
    ],
  },
  {
    releases: ['score-client 5.11.0', 'Score 5.11.0', 'Song 5.2.0'],
    finding:
      'score-client 5.11.0 comes with `storage.url` set to `https://virginia.cloud.icgc.org` and `metadata.url` set to `https://virginia.song.icgc.org`, hosts of ICGC. Unless you change them, the client sends its requests to those hosts, not to your Score and Song.',
    symptom:
      'At start the client requests `<storage.url>/profile`; when that fails it logs `received exception when getting profiles:` with the error and carries on with the S3 storage profile.',
    remedy:
      "Set `STORAGE_URL` to your Score server and `METADATA_URL` to your Song server, as Score's own Compose file does, or set `storage.url` and `metadata.url` in the client's `conf/application.properties`.",
    evidence: [
      'overture-stack/score@5.11.0:score-client/src/main/resources/application.yml#L55-L65',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/config/ProfileConfig.java#L25-L60',
      'overture-stack/score@5.11.0:score-core/src/main/java/bio/overture/score/core/model/StorageProfiles.java#L8-L20',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L85-L105',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/metadata/legacy/LegacyMetadataClient.java#L58-L69',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/metadata/legacy/LegacyMetadataClient.java#L141-L144',
      'overture-stack/score@5.11.0:score-client/src/main/conf/application.properties#L24-L28',
      'overture-stack/score@5.11.0:score-client/src/main/bin/score-client#L51-L61',
      'overture-stack/score@5.11.0:docker-compose.yml#L100-L108',
    ],
  },
  {
    releases: ['Song 5.2.0', 'Score 5.11.0', 'Keycloak 22.0', 'keycloak-apikeys 1.0.1'],
    finding:
      "With the `secure` profile, Song 5.2.0 and Score 5.11.0 treat a bearer token that parses as a UUID as an API key: they post it, as the multipart field named by `auth.server.tokenName`, to their check URL (Song's `auth.server.introspectionUri`, Score's `auth.server.url`) with the configured client ID and secret as Basic credentials, and accept a 200 or 207 answer. The keycloak-apikeys 1.0.1 provider (built against Keycloak 22.0.1) supplies that check in Keycloak under the realm resource `apikey` at `check_api_key`: it reads the field `apiKey`, accepts the credentials of an enabled Keycloak client, answers 207, and issues keys that are UUIDs. Other tokens are read as JWTs, and the services ask Keycloak for the caller's permissions only when `auth.server.provider` is `keycloak`; with the default `ego` they look for scopes in the token's `context.scope` claim.",
    remedy:
      "Install the provider in Keycloak, and set `AUTH_SERVER_PROVIDER=keycloak`, `AUTH_SERVER_TOKENNAME=apiKey` (Song's default is `apiKey`, Score's is `apiToken`), the check URL `http://<keycloak>/realms/<realm>/apikey/check_api_key/` (`AUTH_SERVER_INTROSPECTIONURI` for Song, `AUTH_SERVER_URL` for Score), the Keycloak client's ID and secret (`AUTH_SERVER_CLIENTID`, `AUTH_SERVER_CLIENTSECRET`), and Keycloak's host and realm (`AUTH_SERVER_KEYCLOAK_HOST`, `AUTH_SERVER_KEYCLOAK_REALM`). Prelude's quickstart (c3438ac) sets these, with `SPRING_SECURITY_OAUTH2_RESOURCESERVER_JWT_JWK_SET_URI` pointing at the realm's certificates.",
    evidence: [
      'overture-stack/SONG@5.2.0:song-server/src/main/resources/application.yml#L197-L228',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/config/SecurityConfig.java#L55-L108',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/config/SecurityConfig.java#L161-L175',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/security/ApiKeyIntrospector.java#L42-L114',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/security/StudySecurity.java#L43-L60',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/utils/Scopes.java#L25-L34',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/utils/Scopes.java#L62-L79',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/config/KeycloakConfig.java#L18-L43',
      'overture-stack/score@5.11.0:score-server/src/main/resources/application.yml#L233-L246',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/config/SecurityConfig.java#L53-L64',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/config/SecurityConfig.java#L107-L119',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/config/SecurityConfig.java#L151-L165',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/security/ApiKeyIntrospector.java#L41-L111',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/security/scope/AbstractScopeAuthorizationStrategy.java#L102-L115',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/util/Scopes.java#L62-L78',
      'oicr-softeng/keycloak-apikeys@1.0.1:pom.xml#L15-L15',
      'oicr-softeng/keycloak-apikeys@1.0.1:src/main/java/bio/overture/keycloak/provider/ResourceProviderFactory.java#L9-L30',
      'oicr-softeng/keycloak-apikeys@1.0.1:src/main/java/bio/overture/keycloak/resource/ApiKeyResource.java#L118-L156',
      'oicr-softeng/keycloak-apikeys@1.0.1:src/main/java/bio/overture/keycloak/services/AuthService.java#L58-L118',
      'oicr-softeng/keycloak-apikeys@1.0.1:src/main/java/bio/overture/keycloak/services/ApiKeyService.java#L117-L117',
      'overture-stack/prelude@c3438ac7122229606bbb224e01a2afa2f68adea8:docker-compose.yml#L130-L135',
      'overture-stack/prelude@c3438ac7122229606bbb224e01a2afa2f68adea8:docker-compose.yml#L257-L277',
      'overture-stack/prelude@c3438ac7122229606bbb224e01a2afa2f68adea8:docker-compose.yml#L333-L364',
      'overture-stack/SONG@5.2.0:docker-compose.yml#L154-L172',
    ],
  },
  {
    releases: ['Lyric 0.19.0', 'Lectern 2.0.0'],
    finding:
      'When you register a category (`POST /dictionary/register`), Lyric 0.19.0 fetches the dictionary through @overture-stack/lectern-client 2.0.0-beta.6 with `GET <LECTERN_URL>/dictionaries` and the query parameters `references=false`, `name` and `version`, and expects a list holding one dictionary. Lectern 2.0.0 answers that request with such a list, references replaced, or with 404 when it has no dictionary of that name and version.',
    symptom:
      'Whatever fails in that request (the dictionary is not in Lectern, Lectern cannot be reached, the answer cannot be parsed), the registration answers 503 with `Server is unable to access the necessary resources to process the request. Please try again later.`, not 400 or 404.',
    remedy:
      "Check that Lectern lists the dictionary name and version (`GET /dictionaries`) and that `LECTERN_URL` is Lectern's root URL.",
    evidence: [
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/package.json#L39-L39',
      'npm:@overture-stack/lectern-client@2.0.0-beta.6:dist/rest/getDictionary.js#L99-L125',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/external/lecternClient.ts#L15-L28',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/services/dictionaryService.ts#L58-L72',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/services/dictionaryService.ts#L120-L120',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/controllers/dictionaryController.ts#L20-L58',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/utils/errors.ts#L44-L49',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/middleware/errorHandler.ts#L22-L55',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:apps/server/src/config/app.ts#L68-L69',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:apps/server/src/server.ts#L54-L66',
      'overture-stack/lectern@server-v2.0.0:apps/server/src/app.ts#L57-L57',
      'overture-stack/lectern@server-v2.0.0:apps/server/src/controllers/dictionaryController.ts#L33-L50',
      'overture-stack/lectern@server-v2.0.0:apps/server/src/services/dictionaryService.ts#L96-L104',
      'overture-stack/lectern@server-v2.0.0:packages/dictionary/src/errors.ts#L68-L73',
      'overture-stack/lectern@server-v2.0.0:apps/server/src/utils/errorHandler.ts#L28-L37',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:packages/data-provider/src/routers/dictionaryRouter.ts#L20-L20',
      'overture-stack/lectern@server-v2.0.0:apps/server/src/routers/dictionaryRouter.ts#L28-L28',
      'overture-stack/lectern@server-v2.0.0:apps/server/Dockerfile#L14-L35',
      'overture-stack/lyric@bd6518d9a309eff316f5c4dde2e30a7a7363143c:docker-compose.yml#L27-L29',
    ],
  },
  {
    releases: ['score-client 5.11.0', 'Score 5.11.0', 'MinIO RELEASE.2018-05-11T00-29-24Z'],
    finding:
      "score-client 5.11.0 uploads each part straight to the object storage and accepts the part only when the storage's ETag for it, without quotes, equals the part's MD5 in lowercase hex, unless the storage reports KMS encryption. MinIO RELEASE.2018-05-11T00-29-24Z answers an unencrypted part upload with exactly that MD5 as the ETag. Score's own Compose file pins this MinIO release, noting that Score expects the ETag to equal the MD5.",
    symptom:
      'When they differ, the client logs `Checksum failed for part #` with the MD5 and the ETag, and sends the part again.',
    evidence: [
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L138-L207',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L247-L279',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/transport/MemoryMappedDataChannel.java#L52-L60',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/config/ClientConfig.java#L146-L167',
      'minio/minio@RELEASE.2018-05-11T00-29-24Z:cmd/object-handlers.go#L1248-L1262',
      'minio/minio@RELEASE.2018-05-11T00-29-24Z:cmd/xl-v1-multipart.go#L431-L434',
      'minio/minio@RELEASE.2018-05-11T00-29-24Z:cmd/xl-v1-multipart.go#L466-L466',
      'minio/minio@RELEASE.2018-05-11T00-29-24Z:cmd/fs-v1-multipart.go#L337-L356',
      'overture-stack/score@5.11.0:docker-compose.yml#L36-L38',
    ],
  },
];

/** A client release and the server releases it goes with. */
export type ClientPair = {
  client: string;
  servers: string[];
  /** Why they go together, and what fails otherwise (with the message a reader sees, where the source shows it). */
  finding: string;
  evidence: string[];
};

export const CLIENT_PAIRS: readonly ClientPair[] = [
  {
    client: 'song-client 5.2.0',
    servers: ['Song 5.2.0', 'Song 5.3.0'],
    finding:
      "song-client 5.2.0 is built from the same tag as Song 5.2.0. It calls `/submit/<studyId>`, `/studies/<studyId>/analysis/…` (read, files, publish, unpublish, suppress, update, ID search), `/studies/<studyId>/files/<objectId>`, `/schemas`, `/export/…` and `/isAlive`, and neither side checks the other's version. Its defaults are `serverUrl` `http://localhost:8080` and `studyId` `ABC123`. Both Song 5.3.0 branch commits (258e013, 7da7be2) still serve every one of these paths and still accept an analysis-type registration without the newer file-type `options`; at 7da7be2 the ID search reads only `fileId`, so the client's search by sample, specimen or donor ID is not applied there.",
    evidence: [
      'overture-stack/SONG@5.2.0:song-java-sdk/src/main/java/bio/overture/song/sdk/web/Endpoint.java#L39-L122',
      'overture-stack/SONG@5.2.0:song-client/src/main/resources/application.yml#L20-L25',
      'overture-stack/SONG@5.2.0:song-client/src/main/java/bio/overture/song/client/command/SearchCommand.java#L62-L96',
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/java/bio/overture/song/server/controller/AnalysisController.java#L46-L234',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/AnalysisController.java#L46-L218',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/AnalysisController.java#L193-L205',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/SubmitController.java#L37-L56',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/FileController.java#L46-L78',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/ExportController.java#L35-L57',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/HealthController.java#L31-L31',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/analysisType/AnalysisTypeController.java#L58-L145',
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/java/bio/overture/song/server/service/AnalysisTypeService.java#L172-L177',
      'overture-stack/SONG@258e0134807f4f4d8055eea6556bc6cbc87a6029:song-server/src/main/java/bio/overture/song/server/service/AnalysisTypeService.java#L258-L273',
      'overture-stack/SONG@5.2.0:song-client/pom.xml#L18-L25',
      'overture-stack/SONG@5.2.0:song-client/src/main/assembly/bin.xml#L21-L24',
      'overture-stack/SONG@5.2.0:Dockerfile#L12-L33',
    ],
  },
  {
    client: 'score-client 5.11.0',
    servers: ['Score 5.11.0', 'Song 5.2.0'],
    finding:
      "score-client 5.11.0 is built from the same tag as Score 5.11.0, and its calls to `/profile`, `/listing`, `/upload/…` and `/download/…` match the server's routes. Neither side checks the other's version: the server only writes the client's User-Agent, which carries the client version, into its log. To resolve an analysis into files for a download, the client reads Song's legacy `/entities` endpoint, which Song 5.2.0 serves and the Song 5.3.0 branch commits keep.",
    evidence: [
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L108-L136',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L210-L245',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L300-L390',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/storage/score/ScoreStorageService.java#L416-L424',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/config/ProfileConfig.java#L48-L70',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/config/ClientConfig.java#L81-L85',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/controller/BaseController.java#L12-L12',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/controller/UploadController.java#L53-L83',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/controller/DownloadController.java#L47-L90',
      'overture-stack/score@5.11.0:score-server/src/main/java/bio/overture/score/server/controller/ListingController.java#L35-L35',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/command/DownloadCommand.java#L186-L188',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/metadata/legacy/LegacyMetadataService.java#L30-L53',
      'overture-stack/score@5.11.0:score-client/src/main/java/bio/overture/score/client/metadata/legacy/LegacyMetadataClient.java#L128-L144',
      'overture-stack/SONG@5.2.0:song-server/src/main/java/bio/overture/song/server/controller/LegacyEntityController.java#L46-L81',
      'overture-stack/SONG@7da7be21f58447bd51fba97bda487cd8fe022044:song-server/src/main/java/bio/overture/song/server/controller/LegacyEntityController.java#L46-L81',
      'overture-stack/score@5.11.0:Dockerfile#L23-L52',
    ],
  },
  {
    client: 'Arranger components 3.0.0-beta.34',
    servers: ['Arranger server 3.0.4'],
    finding:
      "Stage a5ced86 bundles Arranger components 3.0.0-beta.34 against Arranger server 3.0.4. Every field that the components Stage uses query exists in the server's schema: the configs (downloads, extended, facet aggregations, table columns, default sorting, `maxResultsWindow`, `rowIdFieldName`; the server offers facets and table unless a type sets `createState` to false), `aggregations` with `filters` and `aggregations_filter_themselves`, and `hits` with `first`, `offset`, `sort`, `score` and `filters`. The components never ask `hasValidConfig` (Stage does, itself). Downloads post a form field `params` to `<api>/download`, which the server's download route parses.",
    evidence: [
      'overture-stack/stage@a5ced860334250658b19eaaa8d059e10ffa6bee7:package-lock.json#L1711-L1714',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/DataContext/dataQueries.ts#L1-L57',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/Aggs/AggsQuery.js#L21-L34',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/utils/columnsToGraphql.js#L43-L58',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/utils/api.ts#L40-L64',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/Table/DownloadButton/DownloadButton.tsx#L74-L94',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/src/utils/download.js#L42-L56',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/schema/configQuery.ts#L4-L91',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/mapping/createConnectionTypeDefs.js#L10-L35',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/mapping/mappingToFields.js#L30-L30',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/server.ts#L72-L73',
      'overture-stack/arranger@server-v3.0.4:modules/server/src/download/index.js#L97-L111',
      'overture-stack/arranger@server-v3.0.4:modules/server/package.json#L2-L4',
      'overture-stack/arranger@3.0.0-beta.34:modules/components/package.json#L2-L3',
    ],
  },
];
