import { oaiDcFormat } from './oai-dc';
import type { MetadataFormat } from './metadata-format';

export type { MetadataFormat } from './metadata-format';

/**
 * The metadata formats the repository disseminates (decision 0056): one entry each, so a format
 * is added in one place (JATS, once its front-matter builder lands, is one more entry here).
 * Every format applies to every published paper.
 */
export const METADATA_FORMATS: readonly MetadataFormat[] = [oaiDcFormat];

export function findMetadataFormat(prefix: string): MetadataFormat | null {
  return METADATA_FORMATS.find((format) => format.prefix === prefix) ?? null;
}
