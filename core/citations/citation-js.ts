import { createRequire } from 'node:module';

/**
 * citation-js (decision 0044), loaded through require so that every runner (tsx, Vitest) gets the
 * same CommonJS build, and the plugins register on the one instance of @citation-js/core that
 * formats. Server only: nothing under app/ imports this (decision 0032's first-visit budget).
 * The packages ship no types; these are the few calls used here.
 */
export interface CslName {
  family?: string;
  given?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  suffix?: string;
  literal?: string;
}

export interface CslItem {
  id: string;
  type: 'article-journal';
  title: string;
  author?: CslName[];
  'container-title': string;
  ISSN?: string;
  volume?: string;
  issue?: string;
  page?: string;
  issued?: { 'date-parts': [number[]] };
  DOI?: string;
  URL: string;
}

interface CiteInstance {
  format(format: 'bibliography', options: { style: string; lang: string; format: 'text' | 'html' }): string;
  format(format: 'bibtex' | 'ris', options?: { format?: 'text' }): string;
}

interface CitationJs {
  Cite: new (data: CslItem | CslItem[]) => CiteInstance;
  plugins: {
    config: {
      get(name: '@csl'): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
  };
}

const require = createRequire(import.meta.url);

export const citationJs = require('@citation-js/core') as CitationJs;
require('@citation-js/plugin-csl');
require('@citation-js/plugin-bibtex');
require('@citation-js/plugin-ris');

/** The name parser citation-js itself uses ('Jean-Pierre Dubois' → given 'Jean-Pierre', family 'Dubois'). */
export const parseName = (require('@citation-js/name') as { parse(name: string): CslName }).parse;
