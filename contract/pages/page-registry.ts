/**
 * The static pages whose text the content manager edits (issue 15; decision 0047). The slug is the
 * page's path without its slash; the title is the page header (PageHero), which stays in code with
 * the design system, so it is listed here for the editor, not edited.
 */
export interface EditablePage {
  slug: string;
  title: string;
}

export const EDITABLE_PAGES = [
  { slug: 'about', title: 'About the Journal' },
  { slug: 'guide-for-authors', title: 'Guide for Authors' },
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Use' },
  { slug: 'copyright', title: 'Copyright' },
  { slug: 'open-access-policy', title: 'Open Access Policy' },
  { slug: 'ethics', title: 'Publication Ethics' },
  { slug: 'review-process', title: 'Peer Review Process' },
  { slug: 'information-for-readers', title: 'Information for Readers' },
  { slug: 'publication-charges', title: 'Publication Charges' },
  { slug: 'publication-fee', title: 'Publication Fee' },
  { slug: 'manuscript-handling-fee', title: 'Manuscript Handling Fee' },
  { slug: 'payment-methods', title: 'Payment Methods' },
  { slug: 'faq', title: 'Frequently Asked Questions' },
  { slug: 'authors', title: 'For Authors' },
  { slug: 'guidelines', title: 'Editorial Guidelines' },
] as const satisfies readonly EditablePage[];

export type EditablePageSlug = (typeof EDITABLE_PAGES)[number]['slug'];

export function findEditablePage(slug: string): EditablePage | null {
  return EDITABLE_PAGES.find((page) => page.slug === slug) ?? null;
}
