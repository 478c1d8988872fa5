import { describe, expect, it } from 'vitest';
import { isSafeHref, pageSegments, renderPageMarkdown, sanitizePageHtml } from './page-markdown';

/**
 * The static pages' renderer must make every one of these inert (issue 15 "Static pages";
 * decision 0047): no script, no event handler, no javascript:/vbscript:/data: address, no frame,
 * object or style survives, whether written as HTML or as Markdown.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" oNeRrOr="alert(1)">',
  '<a href="#" onclick="alert(1)">click</a>',
  '<div onmouseover="alert(1)">hover</div>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '[link](javascript:alert(1))',
  '[link](JAVASCRIPT:alert(1))',
  '[link](  javascript:alert(1))',
  '[link](java\tscript:alert(1))',
  '[link](&#106;avascript:alert(1))',
  '[link](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  '[link](&#0000106&#0000097vascript:alert(1))',
  '[link](jav&#x09;ascript:alert(1))',
  '[link](vbscript:msgbox(1))',
  '[link](VbScRiPt:msgbox(1))',
  '[link](data:text/html,<script>alert(1)</script>)',
  '[link](DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[link](<javascript:alert(1)>)',
  '[link][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![img](javascript:alert(1))',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![img](data:image/png;base64,iVBORw0KGgo=)',
  '![x" onerror="alert(1)](https://example.org/a.png)',
  '[x](https://example.org/" onclick="alert(1))',
  '## Heading {#x" onclick="alert(1)}',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '<div data-jp-block="journal-facts" onclick="alert(1)"></div>',
];

/** The only elements a page's text may make (escaped text, `&lt;script&gt;`, is text and fine). */
const ALLOWED_TAGS = new Set(['section', 'div', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'strong', 'em', 's', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

/**
 * Every real tag of sanitised HTML (in its text a `<` is always `&lt;`, inside an attribute a
 * quote is always `&quot;`), checked: a known element, no event handler, no address but http(s),
 * mailto or relative.
 */
function expectInert(payload: string, html: string) {
  for (const [tag, name, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `${payload} → ${tag}`).toBe(true);
    for (const [, attribute, value] of attributes!.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(attribute!.toLowerCase().startsWith('on'), `${payload} → ${tag}`).toBe(false);
      expect(['style'].includes(attribute!) && !/^text-align:(left|right|center)$/.test(value ?? ''), `${payload} → ${tag}`).toBe(false);
      if (attribute === 'href' || attribute === 'src') expect(isSafeHref(value ?? ''), `${payload} → ${tag}`).toBe(true);
    }
  }
}

describe('sanitising the static pages', () => {
  it.each(PAYLOADS)('%s comes out inert', (payload) => {
    const { html } = renderPageMarkdown(`Before\n\n${payload}\n\nAfter`);
    expectInert(payload, html);
    expect(html).toMatch(/^<p>Before<\/p>/);
  });

  it('the sanitiser alone, given raw HTML, removes what runs', () => {
    for (const payload of PAYLOADS) {
      expectInert(payload, sanitizePageHtml(payload));
    }
  });

  it('a link opening a new tab gets rel="noopener noreferrer"', () => {
    expect(sanitizePageHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps ordinary Markdown: links, emphasis, lists, tables, headings with ids', () => {
    const { html, toc, problems } = renderPageMarkdown(
      '## Fees and Waivers {#fees}\n\nSee [the guide](/guide-for-authors#format), [us](mailto:office@example.org) and [CC](https://creativecommons.org/).\n\n### Details\n\n- **one**\n- _two_\n\n| a | b |\n|---|--:|\n| 1 | 2 |',
    );
    expect(problems).toEqual([]);
    expect(toc).toEqual([{ id: 'fees', title: 'Fees and Waivers' }]);
    expect(html).toContain('<a href="/guide-for-authors#format">the guide</a>');
    expect(html).toContain('<a href="mailto:office@example.org">us</a>');
    expect(html).toContain('<h3 id="details" class="h5 mt-4">Details</h3>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });

  it('isSafeHref allows http(s), mailto and relative addresses only', () => {
    for (const ok of ['https://example.org', 'HTTP://example.org', 'mailto:a@example.org', '/about', '#scope', 'about', '../x', '?q=1']) expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:x', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd', '//evil.example/x', 'ftp://x']) expect(isSafeHref(bad), bad).toBe(false);
  });

  it('a block stands alone; the page is cut at its sections and blocks, its facts filled in', () => {
    const { html } = renderPageMarkdown('Of {{journal-name}}\n\n{{journal-facts}}\n\n## Contact {#contact}\n\nWrite.\n\n{{office-hours}}\n\nEnd');
    expect(pageSegments(html)).toEqual([
      { kind: 'html', html: '<p>Of Journal of Agriculture and Life Sciences</p>\n' },
      { kind: 'block', name: 'journal-facts' },
      {
        kind: 'section',
        id: 'contact',
        parts: [
          { kind: 'html', html: '\n<h2 id="contact-heading" class="h3">Contact</h2>\n<p>Write.</p>\n' },
          { kind: 'block', name: 'office-hours' },
          { kind: 'html', html: '\n<p>End</p>\n' },
        ],
      },
    ]);
  });
});
