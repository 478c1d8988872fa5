import { readFileSync } from 'node:fs';
import type { CitationFormat } from '../../contract/citations/citations';
import { citationJs, type CslItem } from './citation-js';

type StyleFormat = Exclude<CitationFormat, 'bibtex' | 'ris' | 'csl-json'>;

/**
 * Which vendored CSL style makes each format (styles/README.md, decision 0044), and in which
 * locale: Cite Them Right is a British guide (its official default-locale is en-GB).
 */
const STYLES: Record<StyleFormat, { file: string; lang: 'en-US' | 'en-GB'; numbered?: true }> = {
  apa: { file: 'apa.csl', lang: 'en-US' },
  mla: { file: 'modern-language-association.csl', lang: 'en-US' },
  chicago: { file: 'chicago-author-date.csl', lang: 'en-US' },
  harvard: { file: 'harvard-cite-them-right.csl', lang: 'en-GB' },
  vancouver: { file: 'vancouver.csl', lang: 'en-US', numbered: true },
  ieee: { file: 'ieee.csl', lang: 'en-US', numbered: true },
};

const styleName = (format: StyleFormat) => `jals-${format}`;

let registered = false;

/** Registers the vendored styles and the British locale with citation-js, once per process. */
function registerStyles(): void {
  if (registered) return;
  const config = citationJs.plugins.config.get('@csl');
  for (const [format, style] of Object.entries(STYLES) as [StyleFormat, (typeof STYLES)[StyleFormat]][]) {
    config.styles.add(styleName(format), readFileSync(new URL(`./styles/${style.file}`, import.meta.url), 'utf8'));
  }
  config.locales.add('en-GB', readFileSync(new URL('./locales/locales-en-GB.xml', import.meta.url), 'utf8'));
  registered = true;
}

/**
 * The reference in one format, as plain text without a trailing newline. A numeric style's entry
 * number ('1.' in Vancouver, '[1]' in IEEE) is left out: a single reference copied into someone
 * else's list takes that list's number.
 */
export function formatCitation(item: CslItem, format: CitationFormat): string {
  if (format === 'csl-json') return JSON.stringify([item], null, 2);
  const cite = new citationJs.Cite(item);
  if (format === 'bibtex' || format === 'ris') return cite.format(format).trim();
  registerStyles();
  const style = STYLES[format];
  const text = cite.format('bibliography', { style: styleName(format), lang: style.lang, format: 'text' }).trim();
  return style.numbered ? text.replace(/^(?:\[1\]|1\.)\s+/, '') : text;
}
