import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { OaiJournal, OaiPaper } from '../../core/oai/oai.service';

/** One metadata format of the repository (server/oai/metadata-formats.ts lists them). */
export interface MetadataFormat {
  prefix: string;
  /** The XML schema of the metadata element. */
  schema: string;
  namespace: string;
  /** Adds the format's root element (with its namespace and schema location) under <metadata>. */
  write(metadata: XMLBuilder, paper: OaiPaper, journal: OaiJournal): void;
}
