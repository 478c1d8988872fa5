import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Ctx } from '../../core/context';
import type { OaiJournal, OaiPaper } from '../../core/oai/oai.service';

/** One metadata format of the repository (server/oai/metadata-formats.ts lists them). */
export interface MetadataFormat {
  prefix: string;
  /** The XML schema of the metadata element. */
  schema: string;
  namespace: string;
  /** Whether the journal can disseminate this format now (JATS needs an ISSN); always when absent. */
  available?(journal: OaiJournal): boolean;
  /**
   * What the format needs beyond OaiPaper for a page of records, loaded once for the page (one
   * query, not one per record), keyed by paper id; `write` receives each record's entry.
   */
  load?(ctx: Ctx, paperIds: number[]): Promise<Map<number, unknown>>;
  /** Adds the format's root element (with its namespace and schema location) under <metadata>. */
  write(metadata: XMLBuilder, paper: OaiPaper, journal: OaiJournal, loaded: unknown): void;
}
