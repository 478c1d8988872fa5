import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LineNumberRestartFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  ARTICLE_TYPES,
  JOURNAL_NAME,
  LICENCE,
  MANUSCRIPT_FORMAT as F,
  MANUSCRIPT_MAX_SIZE_TEXT,
  MANUSCRIPT_SECTIONS,
  MAX_MANUSCRIPT_WORDS,
} from '../../contract/journal';

/**
 * The manuscript template authors download from /manuscript-template (reading-side.md §2):
 * a real Word document laid out as the guide asks (Times New Roman 12 pt, double spacing,
 * 1-inch margins, line and page numbers) with the sections and limits of contract/journal.
 */
const INCH = 1440; // twips
const HALF_POINTS = F.fontSizePt * 2;
const DOUBLE = 480; // line spacing in 240ths of a line

const guidance = (text: string) => new Paragraph({ children: [new TextRun({ text, italics: true, color: '555555' })] });
const plain = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });

function cell(text: string, bold = false) {
  return new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
}

function table(header: string[], rows: string[][]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) }))],
  });
}

function sectionsAfterKeywords(): Paragraph[] {
  const skip = new Set(['Title page', 'Abstract', 'Keywords', 'References']);
  return MANUSCRIPT_SECTIONS.filter((s) => !skip.has(s.heading)).flatMap((s) => [heading(s.heading), guidance(s.guidance)]);
}

function buildDocument(): Document {
  const typeNames = ARTICLE_TYPES.map((t) => t.name).join(' / ');
  const abstractLimits = ARTICLE_TYPES.map((t) => `${t.name} ${t.maxAbstractWords}`).join('; ');
  return new Document({
    creator: JOURNAL_NAME,
    title: `${JOURNAL_NAME}: manuscript template`,
    description: 'Manuscript template: replace the guidance text with your own.',
    styles: {
      default: {
        document: { run: { font: F.font, size: HALF_POINTS }, paragraph: { spacing: { line: DOUBLE, after: 0 } } },
        title: { run: { font: F.font, size: 32, bold: true, color: '000000' }, paragraph: { alignment: AlignmentType.CENTER } },
        heading1: { run: { font: F.font, size: HALF_POINTS, bold: true, color: '000000' }, paragraph: { spacing: { before: 240, line: DOUBLE } } },
        heading2: { run: { font: F.font, size: HALF_POINTS, bold: true, italics: true, color: '000000' }, paragraph: { spacing: { before: 240, line: DOUBLE } } },
      },
    },
    sections: [
      {
        properties: {
          page: { margin: { top: F.marginsInches * INCH, right: F.marginsInches * INCH, bottom: F.marginsInches * INCH, left: F.marginsInches * INCH } },
          lineNumbers: { countBy: 1, restart: LineNumberRestartFormat.CONTINUOUS },
        },
        headers: {
          default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: `RUNNING TITLE (AT MOST ${F.runningTitleMaxChars} CHARACTERS)`, size: 20 })] })] }),
        },
        footers: {
          default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [PageNumber.CURRENT] })] })] }),
        },
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: JOURNAL_NAME, bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `Article type: ${typeNames} (keep one)`, italics: true })] }),
          new Paragraph({ text: 'Title of the Manuscript: Concise, Specific and Informative', heading: HeadingLevel.TITLE }),
          guidance(`Running title: at most ${F.runningTitleMaxChars} characters including spaces.`),
          heading('Title Page (submit as a separate file)'),
          guidance('Keep names and affiliations on the title page only; the manuscript itself must not reveal the authors (double-blind review).'),
          plain('First Author¹, Second Author²*, Third Author¹'),
          plain('¹ Department, Faculty, University, City, Country'),
          plain('² Department, Institute, City, Country'),
          plain('* Corresponding author (primary contact): name@institution.edu; ORCID: https://orcid.org/0000-0000-0000-0000'),
          heading('Abstract'),
          guidance(
            `One paragraph: background, objectives, methods, main results and conclusions. Word limits by article type: ${abstractLimits}. No references or undefined abbreviations.`,
          ),
          heading('Keywords'),
          guidance(`${F.keywordsMin}-${F.keywordsMax} keywords, separated by commas, not repeating words of the title.`),
          ...sectionsAfterKeywords(),
          heading('References'),
          guidance(`${F.referenceStyle}: in-text citations as (Author, Year) or Author (Year); the list alphabetical by first author, with DOIs where available. Patterns:`),
          plain('Author, A. A., & Author, B. B. (Year). Title of the article. Journal Name, Volume(Issue), first–last page. https://doi.org/xx.xxxx/xxxxx'),
          plain('Author, A. A. (Year). Title of the book (Edition). Publisher. https://doi.org/xx.xxxx/xxxxx'),
          plain('Author, A. A., & Author, B. B. (Year). Title of the chapter. In E. E. Editor (Ed.), Title of the book (pp. first–last). Publisher.'),
          plain('Organisation Name. (Year). Title of the report (Report No. xxx). Publisher. URL'),
          heading('Tables'),
          guidance('Each table on its own page after the references, numbered in the order cited, with a title above and notes below. Use the table tool, not tabs or images.'),
          new Paragraph({ children: [new TextRun({ text: 'Table 1. ', bold: true }), new TextRun('Descriptive title of the table (units in column heads)')] }),
          table(
            ['Treatment', 'Variable 1 (unit)', 'Variable 2 (unit)'],
            [
              ['Control', '0.00 ± 0.00', '0.00 ± 0.00'],
              ['Treatment A', '0.00 ± 0.00', '0.00 ± 0.00'],
            ],
          ),
          guidance('Note. Values are means ± standard error (n = ...). Means followed by different letters differ significantly (P < 0.05).'),
          heading('Figure Legends'),
          guidance(`Figures are uploaded as separate files at ${F.figureMinDpi} dpi or more (TIFF, PNG or JPEG). List the legends here.`),
          new Paragraph({ children: [new TextRun({ text: 'Figure 1. ', bold: true }), new TextRun('Descriptive legend that makes the figure understandable on its own.')] }),
          heading('Before You Submit (delete this section)'),
          guidance(
            `Save as ${F.fileFormat}, ${F.font} ${F.fontSizePt} pt, ${F.lineSpacing.toLowerCase()} spacing, ${F.marginsInches}-inch margins, line and page numbers on; file at most ${MANUSCRIPT_MAX_SIZE_TEXT}. No manuscript may exceed ${MAX_MANUSCRIPT_WORDS.toLocaleString('en-US')} words excluding references. Limits by article type:`,
          ),
          table(
            ['Article type', 'Main text (words)', 'Abstract (words)', 'References', 'Figures or tables'],
            ARTICLE_TYPES.map((t) => [t.name, t.maxWords.toLocaleString('en-US'), String(t.maxAbstractWords), `up to ${t.maxReferences}`, `up to ${t.maxFiguresOrTables}`]),
          ),
          guidance(`Published articles carry the ${LICENCE.name} licence (${LICENCE.shortName}); authors keep their copyright.`),
        ],
      },
    ],
  });
}

let cached: Promise<Buffer> | null = null;

/** The template's bytes, built once per process (the content changes only with a deploy). */
export function manuscriptTemplateDocx(): Promise<Buffer> {
  cached ??= Packer.toBuffer(buildDocument()).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
