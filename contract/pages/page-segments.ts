import type { PageBlockName } from './page-placeholders';

/** A part of a public static page outside or inside a section: sanitised HTML, or a block of the journal's data. */
export type PagePart = { kind: 'html'; html: string } | { kind: 'block'; name: PageBlockName };

/** A public static page's body as rendered (decision 0047): each h2 with what follows it a section, like PageSection. */
export type PageSegment = PagePart | { kind: 'section'; id: string; parts: PagePart[] };

/** What a public static page's loader returns. */
export interface PublicPage {
  title: string;
  segments: PageSegment[];
  toc: { id: string; title: string }[];
}
