import { JOURNAL_NAME } from '../../contract/journal';

/** Headings of the sections whose screens come in later issues, by route id (app/routes.ts). */
export const SECTION_TITLES: Record<string, string> = {
  contact: 'Contact Us',
  'current-publications': 'Current Publications',
};


export const pageTitle = (title: string) => `${title} | ${JOURNAL_NAME}`;
