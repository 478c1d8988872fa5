import { z } from 'zod';

/**
 * The citation tool (acting-side.md §9 "Citation formats", issue 15; decision 0044): the formats
 * in the spec's order (APA, MLA, Chicago, Harvard, Vancouver, IEEE, BibTeX), then RIS and CSL-JSON
 * for reference managers. The server formats them (core/citations/); the page and the API share
 * these ids, labels and messages.
 */
export const CITATION_FORMATS = [
  { id: 'apa', label: 'APA' },
  { id: 'mla', label: 'MLA' },
  { id: 'chicago', label: 'Chicago' },
  { id: 'harvard', label: 'Harvard' },
  { id: 'vancouver', label: 'Vancouver' },
  { id: 'ieee', label: 'IEEE' },
  { id: 'bibtex', label: 'BibTeX' },
  { id: 'ris', label: 'RIS' },
  { id: 'csl-json', label: 'CSL-JSON' },
] as const;

export type CitationFormat = (typeof CITATION_FORMATS)[number]['id'];
export const CITATION_FORMAT_IDS = CITATION_FORMATS.map((f) => f.id) as [CitationFormat, ...CitationFormat[]];
export const DEFAULT_CITATION_FORMAT: CitationFormat = 'apa';

export const citationFormatLabel = (format: CitationFormat): string => CITATION_FORMATS.find((f) => f.id === format)!.label;

/** acting-side.md §9: "download as citation-{format}.txt". */
export const citationFileName = (format: CitationFormat) => `citation-${format}.txt`;

/** acting-side.md §9: "copy confirmation 2 s". */
export const COPY_CONFIRMATION_MS = 2000;

export const CITATION_MESSAGES = {
  unknownFormat: `The citation format must be one of ${CITATION_FORMAT_IDS.join(', ')}.`,
  badDownload: 'download must be 0 or 1.',
  notPublished: 'Only published papers can be cited; this paper has not been published yet.',
  copied: 'Copied!',
  copyFailed: 'Copying is not available here: the citation is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  loading: 'Formatting the citation...',
  loadFailed: 'The citation could not be loaded. Please try again.',
} as const;

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/papers/{id}/citation?format=apa[&download=1] */
export const citationQuerySchema = z.object({
  format: z.preprocess(emptyAsMissing, z.enum(CITATION_FORMAT_IDS, { error: CITATION_MESSAGES.unknownFormat }).default(DEFAULT_CITATION_FORMAT)),
  download: z.preprocess(emptyAsMissing, z.enum(['0', '1'], { error: CITATION_MESSAGES.badDownload }).optional()),
});
export type CitationQuery = z.infer<typeof citationQuerySchema>;

/** The JSON answer (without download=1): what the citation modal shows and copies. */
export const citationSchema = z.object({
  format: z.enum(CITATION_FORMAT_IDS),
  label: z.string(),
  text: z.string(),
  fileName: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;
