/**
 * The index the SQON page's examples filter: the `file_centric` mapping on
 * the Index mappings page, as Arranger's `flattenMapping` lists it (every
 * field path with its Elasticsearch type, objects included). A unit test
 * keeps this list equal to that page's `es-mapping` block.
 *
 * While the reader's nested fields are this mapping's, the playground takes
 * the reader to be filtering this index: it checks field names against it
 * and says how Elasticsearch reads a value on a field of each type.
 */
export const MAPPING_NAME = 'file_centric';

export const FILE_CENTRIC_FIELDS: Readonly<Record<string, string>> = {
  file_autocomplete: 'keyword',
  object_id: 'keyword',
  study_id: 'keyword',
  data_type: 'keyword',
  file_type: 'keyword',
  file_access: 'keyword',
  analysis: 'object',
  'analysis.analysis_id': 'keyword',
  'analysis.analysis_type': 'keyword',
  'analysis.analysis_version': 'integer',
  'analysis.analysis_state': 'keyword',
  'analysis.updated_at': 'date',
  'analysis.first_published_at': 'date',
  'analysis.published_at': 'date',
  'analysis.experiment': 'object',
  file: 'object',
  'file.name': 'keyword',
  'file.size': 'long',
  'file.md5sum': 'keyword',
  'file.index_file': 'object',
  'file.index_file.object_id': 'keyword',
  'file.index_file.name': 'keyword',
  'file.index_file.file_type': 'keyword',
  'file.index_file.md5sum': 'keyword',
  'file.index_file.size': 'long',
  donors: 'nested',
  'donors.donor_id': 'keyword',
  'donors.submitter_donor_id': 'keyword',
  'donors.gender': 'keyword',
  'donors.specimens': 'nested',
  'donors.specimens.specimen_id': 'keyword',
  'donors.specimens.submitter_specimen_id': 'keyword',
  'donors.specimens.specimen_type': 'keyword',
  'donors.specimens.specimen_tissue_source': 'keyword',
  'donors.specimens.tumour_normal_designation': 'keyword',
  'donors.specimens.samples': 'nested',
  'donors.specimens.samples.sample_id': 'keyword',
  'donors.specimens.samples.submitter_sample_id': 'keyword',
  'donors.specimens.samples.sample_type': 'keyword',
  'donors.specimens.samples.matched_normal_submitter_sample_id': 'keyword',
  repositories: 'nested',
  'repositories.code': 'keyword',
  'repositories.name': 'keyword',
  'repositories.organization': 'keyword',
  'repositories.country': 'keyword',
  'repositories.url': 'keyword',
};

/** Elasticsearch's numeric field types: a bound written as numeric text is read as a number on these. */
export const NUMERIC_TYPES: readonly string[] = [
  'long',
  'integer',
  'short',
  'byte',
  'double',
  'float',
  'half_float',
  'scaled_float',
  'unsigned_long',
];
