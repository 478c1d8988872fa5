/**
 * What a manuscript looks like (reading-side.md §5, §9; acting-side.md §9). The limits follow
 * docs/decisions/0014-manuscript-types-and-limits.md: one table for every page and the template.
 */
export const ARTICLE_TYPE_IDS = ['original-research', 'review', 'short-communication', 'case-study', 'technical-note'] as const;
export type ArticleTypeId = (typeof ARTICLE_TYPE_IDS)[number];

export interface ArticleType {
  id: ArticleTypeId;
  name: string;
  description: string;
  /** Main text, excluding abstract, references, tables and figure legends. */
  maxWords: number;
  maxAbstractWords: number;
  maxReferences: number;
  maxFiguresOrTables: number;
}

export const ARTICLE_TYPES: readonly ArticleType[] = [
  {
    id: 'original-research',
    name: 'Original Research',
    description: 'Full reports of original experimental, field or survey research with complete methods and results.',
    maxWords: 6000,
    maxAbstractWords: 250,
    maxReferences: 50,
    maxFiguresOrTables: 8,
  },
  {
    id: 'review',
    name: 'Review',
    description: 'Critical, comprehensive syntheses of the literature on a topic within the journal’s scope, including systematic reviews and meta-analyses.',
    maxWords: 8000,
    maxAbstractWords: 300,
    maxReferences: 100,
    maxFiguresOrTables: 10,
  },
  {
    id: 'short-communication',
    name: 'Short Communication',
    description: 'Brief reports of new findings of immediate interest, preliminary results or new methods.',
    maxWords: 2000,
    maxAbstractWords: 150,
    maxReferences: 20,
    maxFiguresOrTables: 3,
  },
  {
    id: 'case-study',
    name: 'Case Study',
    description: 'Documented accounts of a single farm, community, outbreak, project or intervention and the lessons it offers practice and policy.',
    maxWords: 4000,
    maxAbstractWords: 250,
    maxReferences: 30,
    maxFiguresOrTables: 6,
  },
  {
    id: 'technical-note',
    name: 'Technical Note',
    description: 'Concise descriptions of a new technique, instrument, software tool or modification of an established method.',
    maxWords: 1500,
    maxAbstractWords: 150,
    maxReferences: 15,
    maxFiguresOrTables: 3,
  },
];

export function requireArticleType(id: ArticleTypeId): ArticleType {
  const type = ARTICLE_TYPES.find((t) => t.id === id);
  if (!type) throw new Error(`Unknown article type ${id}`);
  return type;
}

/** No manuscript of any type may exceed this (acting-side.md §9 "maximum 8,000 words excluding references"). */
export const MAX_MANUSCRIPT_WORDS = Math.max(...ARTICLE_TYPES.map((t) => t.maxWords));

/** Formatting (reading-side.md §9; acting-side.md §9). */
export const MANUSCRIPT_FORMAT = {
  fileFormat: '.docx',
  font: 'Times New Roman',
  fontSizePt: 12,
  lineSpacing: 'Double',
  marginsInches: 1,
  figureMinDpi: 300,
  referenceStyle: 'APA 7th edition',
  runningTitleMaxChars: 50,
  keywordsMin: 3,
  keywordsMax: 6,
} as const;

/** The upload limit of the submission form (acting-side.md §5, §9). */
export const MANUSCRIPT_MAX_BYTES = 10_485_760;
export const MANUSCRIPT_MAX_SIZE_TEXT = '10 MB';
export const MANUSCRIPT_ACCEPTED_FILES = ['PDF', 'DOC', 'DOCX'] as const;

export interface ManuscriptSection {
  heading: string;
  guidance: string;
}

/** The order of a research manuscript; the template and the guide both follow it. */
export const MANUSCRIPT_SECTIONS: readonly ManuscriptSection[] = [
  { heading: 'Title page', guidance: `Full title, a running title of at most ${MANUSCRIPT_FORMAT.runningTitleMaxChars} characters, every author’s name, affiliation and e-mail (ORCID iD where available), and the corresponding author marked as primary contact. The title page is uploaded separately from the anonymised manuscript.` },
  { heading: 'Abstract', guidance: 'A single paragraph stating background, objectives, methods, main results and conclusions, within the word limit of the article type. No references or abbreviations.' },
  { heading: 'Keywords', guidance: `${MANUSCRIPT_FORMAT.keywordsMin}-${MANUSCRIPT_FORMAT.keywordsMax} keywords that do not repeat words of the title, separated by commas.` },
  { heading: 'Introduction', guidance: 'The problem, what is known, the gap this work fills and its objectives or hypotheses.' },
  { heading: 'Materials and Methods', guidance: 'Study site, design, materials, procedures and statistical analysis in enough detail for others to repeat the work; ethics approval numbers where applicable.' },
  { heading: 'Results', guidance: 'Findings in logical order, with tables and figures cited in the text; no discussion of their meaning.' },
  { heading: 'Discussion', guidance: 'Interpretation of the results against earlier work, limitations, and implications for practice and policy.' },
  { heading: 'Conclusion', guidance: 'The main conclusions and recommendations, without repeating the results.' },
  { heading: 'Acknowledgments', guidance: 'People and institutions that helped but do not qualify as authors.' },
  { heading: 'Funding', guidance: 'Every funder with grant numbers, or a statement that the work received no specific funding.' },
  { heading: 'Conflict of Interest', guidance: 'Any financial or personal relationship that could be seen to influence the work, or a statement that there is none.' },
  { heading: 'Ethics Statement', guidance: 'Approval by the relevant committee for work with animals or human participants, with the approval number and consent procedures.' },
  { heading: 'Data Availability', guidance: 'Where the data supporting the results can be found, or why they cannot be shared.' },
  { heading: 'References', guidance: 'In APA 7th edition style, alphabetical by first author, with DOIs where available.' },
];
