import { oaiDcFormat } from './oai-dc';
import { jatsFormat } from './oai-jats';
import type { MetadataFormat } from './metadata-format';

export type { MetadataFormat } from './metadata-format';

/**
 * The metadata formats the repository disseminates (decision 0056): one entry each, so a format
 * is added in one place. Every format applies to every published paper while it is available
 * (JATS needs the journal's ISSN).
 */
export const METADATA_FORMATS: readonly MetadataFormat[] = [oaiDcFormat, jatsFormat];

export function findMetadataFormat(prefix: string): MetadataFormat | null {
  return METADATA_FORMATS.find((format) => format.prefix === prefix) ?? null;
}
