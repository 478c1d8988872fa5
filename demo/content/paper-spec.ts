import type { DemoCategory } from './categories';
import type { ResearcherKey } from './people';

/**
 * One published article of the demo journal. The abstract is written in its five usual
 * parts; the manuscript PDF reuses them with the section texts of its category.
 */
export interface PublishedPaperSpec {
  /** 'volume/number' of the issue it appeared in. */
  issue: '7/1' | '7/2' | '7/3' | '7/4' | '8/1' | '8/2' | '8/3';
  /** File name of the manuscript, without '.pdf'. */
  slug: string;
  category: DemoCategory;
  title: string;
  keywords: string[];
  authors: ResearcherKey[];
  /** Index in authors of the primary contact (default 0). */
  primary?: number;
  /** Where the work was done, as the methods section names it. */
  site: string;
  background: string;
  objective: string;
  methods: string;
  results: string;
  conclusion: string;
  funding?: string;
}

/** Prefix reserved for examples by Crossref, so the demo never claims a real DOI. */
export const DEMO_DOI_PREFIX = '10.5555';

export function abstractOf(spec: Pick<PublishedPaperSpec, 'background' | 'objective' | 'methods' | 'results' | 'conclusion'>): string {
  return [spec.background, spec.objective, spec.methods, spec.results, spec.conclusion].join(' ');
}
