import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { DEFAULT_JOURNAL_FACTS, type JournalFacts } from '../../contract/journal/journal-facts';
import { PAGE_FACTS, PAGE_MESSAGES as M, PLACEHOLDER_PATTERN, isPageBlock, isPageFact, type PagePart, type PageSegment, type PageTocEntry } from '../../contract/pages/pages.schema';

/**
 * Markdown of the static pages to safe HTML (decision 0047). Three layers, each enough alone for
 * the usual attacks:
 * 1. markdown-it with `html: false`: HTML written in the text is shown as text, never as markup;
 * 2. its link check allows only http(s), mailto and relative addresses (after entities are decoded);
 * 3. sanitize-html on the output: only the tags, attributes, classes and schemes listed below.
 * On top, the page's shape: each h2 opens a `<section class="jp-section">` like PageSection, with
 * ids for the table of contents (`## Title {#id}` names one; otherwise the title's words do), and
 * `{{block}}` lines become block markers (page-placeholders.ts).
 */

export interface RenderedMarkdown {
  html: string;
  toc: PageTocEntry[];
  /** Placeholder problems, one sentence each: a save with any is refused (400). */
  problems: string[];
}

/** What the rules collect while rendering one text (markdown-it's `env`). */
type RenderEnv = {
  toc: PageTocEntry[];
  problems: string[];
  ids: Set<string>;
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** http(s), mailto or a relative address; anything else (javascript:, vbscript:, data:, file:…) is no link. */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"); so does this check.
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = SCHEME.exec(url);
  if (!scheme) return !url.startsWith('//');
  return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase());
}

const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section'
  );
}

function uniqueId(base: string, ids: Set<string>): string {
  let id = base;
  for (let n = 2; ids.has(id) || ids.has(`${id}-heading`); n += 1) id = `${base}-${n}`;
  ids.add(id);
  return id;
}

function htmlBlock(state: StateCore, content: string): Token {
  const token = new state.Token('html_block', '', 0);
  token.content = content;
  return token;
}

/** Headings get ids (and a trailing `{#id}` is taken off their text); h2s open sections. */
function shapeHeadings(state: StateCore, env: RenderEnv): void {
  const out: Token[] = [];
  let sectionOpen = false;
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') {
      const inline = tokens[i + 1]!;
      const last = inline.children?.at(-1);
      let base: string | null = null;
      if (last?.type === 'text') {
        const explicit = EXPLICIT_ID.exec(last.content);
        if (explicit) {
          base = explicit[1]!;
          last.content = last.content.slice(0, explicit.index);
          inline.content = inline.content.replace(EXPLICIT_ID, '');
        }
      }
      const title = (inline.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('')
        .trim();
      const id = uniqueId(base ?? slugify(title), env.ids);
      if (token.tag === 'h2' && token.level === 0) {
        if (sectionOpen) out.push(htmlBlock(state, '</section>\n'));
        out.push(htmlBlock(state, `<section class="jp-section" id="${id}" aria-labelledby="${id}-heading">\n`));
        sectionOpen = true;
        token.attrSet('id', `${id}-heading`);
        token.attrSet('class', 'h3');
        env.toc.push({ id, title });
      } else {
        token.attrSet('id', id);
        // A subheading inside a section, as the pages set them by hand (`<h3 className="h5 mt-4">`).
        if (token.tag === 'h3') token.attrSet('class', 'h5 mt-4');
      }
    }
    out.push(token);
  }
  if (sectionOpen) out.push(htmlBlock(state, '</section>\n'));
  state.tokens = out;
}

const ALONE = /^\{\{\s*([a-z0-9-]+)\s*\}\}$/;

/** `{{block}}` alone in a paragraph becomes the block's marker; every other placeholder is checked. */
function placeBlocks(state: StateCore, env: RenderEnv): void {
  const out: Token[] = [];
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const inline = tokens[i + 1];
    const alone = token.type === 'paragraph_open' && inline?.type === 'inline' ? ALONE.exec(inline.content.trim()) : null;
    if (alone && isPageBlock(alone[1]!) && tokens[i + 2]?.type === 'paragraph_close') {
      out.push(htmlBlock(state, `<div data-jp-block="${alone[1]}"></div>\n`));
      i += 2;
      continue;
    }
    if (token.type === 'inline') checkPlaceholders(token, env);
    out.push(token);
  }
  state.tokens = out;
}

function checkPlaceholders(inline: Token, env: RenderEnv): void {
  for (const child of inline.children ?? []) {
    if (child.type !== 'text') continue;
    for (const match of child.content.matchAll(PLACEHOLDER_PATTERN)) {
      const name = match[1]!;
      if (isPageFact(name)) continue;
      const problem = isPageBlock(name) ? M.blockNotAlone(name) : M.unknownPlaceholder(name);
      if (!env.problems.includes(problem)) env.problems.push(problem);
    }
  }
  // Braces the pattern does not take ({{Fee Table}}, {{ }}): shown to the editor, never left as they are.
  for (const child of inline.children ?? []) {
    if (child.type !== 'text') continue;
    for (const match of child.content.matchAll(/\{\{([^}]*)\}\}/g)) {
      if (new RegExp(PLACEHOLDER_PATTERN.source).test(match[0])) continue;
      const problem = M.unknownPlaceholder(match[1]!.trim());
      if (!env.problems.includes(problem)) env.problems.push(problem);
    }
  }
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.validateLink = isSafeHref;
md.core.ruler.push('jp_blocks', (state) => placeBlocks(state, state.env as RenderEnv));
md.core.ruler.push('jp_headings', (state) => shapeHeadings(state, state.env as RenderEnv));

const HEADING_ATTRIBUTES = ['id', 'class'];

/** What may reach a page: the tags Markdown makes, nothing that runs, loads a frame or styles. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['section', 'div', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'strong', 'em', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    section: ['id', 'class', 'aria-labelledby'],
    div: ['data-jp-block'],
    h2: HEADING_ATTRIBUTES,
    h3: HEADING_ATTRIBUTES,
    h4: HEADING_ATTRIBUTES,
    h5: HEADING_ATTRIBUTES,
    h6: HEADING_ATTRIBUTES,
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedClasses: { section: ['jp-section'], h2: ['h3'], h3: ['h5', 'mt-4'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      if (rest.href !== undefined && !isSafeHref(rest.href)) delete rest.href;
      return target === '_blank' ? { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } } : { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const rest = { ...attribs };
      if (rest.src !== undefined && !isSafeHref(rest.src)) delete rest.src;
      return { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'div' && frame.attribs['data-jp-block'] !== undefined && !isPageBlock(frame.attribs['data-jp-block']),
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** The text to sanitised HTML, its contents and the placeholder problems (the facts stay as placeholders). */
export function renderPageMarkdown(markdown: string): RenderedMarkdown {
  const env: RenderEnv = { toc: [], problems: [], ids: new Set() };
  const html = sanitizePageHtml(md.render(markdown, env));
  return { html, toc: env.toc, problems: env.problems };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The journal's facts put in, as text, where the page names them (at read: a changed fact shows at once). */
export function fillFacts(html: string, facts: JournalFacts = DEFAULT_JOURNAL_FACTS): string {
  return html.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPageFact(name) ? escapeHtml(PAGE_FACTS[name]!.value(facts)) : whole));
}

export function fillFactsInText(text: string, facts: JournalFacts = DEFAULT_JOURNAL_FACTS): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPageFact(name) ? PAGE_FACTS[name]!.value(facts) : whole));
}

const MARKERS = /<section class="jp-section" id="([a-z0-9-]+)" aria-labelledby="[a-z0-9-]+">|<\/section>|<div data-jp-block="([a-z0-9-]+)"><\/div>/g;

/**
 * The stored HTML cut at its sections and block markers, facts filled in: what a public page
 * renders, the blocks as React components between the HTML (app/features/journal/markdown-page.tsx).
 */
export function pageSegments(html: string, facts: JournalFacts = DEFAULT_JOURNAL_FACTS): PageSegment[] {
  const top: PageSegment[] = [];
  let section: { kind: 'section'; id: string; parts: PagePart[] } | null = null;
  let from = 0;
  const push = (part: PagePart) => {
    if (part.kind === 'html' && part.html.trim() === '') return;
    (section ? section.parts : top).push(part);
  };
  for (const match of html.matchAll(MARKERS)) {
    push({ kind: 'html', html: fillFacts(html.slice(from, match.index), facts) });
    from = match.index + match[0].length;
    if (match[1]) {
      section = { kind: 'section', id: match[1], parts: [] };
      top.push(section);
    } else if (match[2]) {
      if (isPageBlock(match[2])) push({ kind: 'block', name: match[2] });
    } else {
      section = null;
    }
  }
  push({ kind: 'html', html: fillFacts(html.slice(from), facts) });
  return top;
}
