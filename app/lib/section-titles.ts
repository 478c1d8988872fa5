import { JOURNAL_NAME } from '../../contract/journal';

/** Headings of the sections whose screens come in later issues, by route id (app/routes.ts). */
export const SECTION_TITLES: Record<string, string> = {
  about: 'About the Journal',
  contact: 'Contact Us',
  search: 'Search Articles',
  'current-publications': 'Current Publications',
  archives: 'Archives',
  archive: 'Archives',
  issues: 'Journal Issues',
  'issues-current': 'Current Issue',
  issue: 'Journal Issue',
  'issue-by-number': 'Journal Issue',
  'special-issues': 'Special Issues',
  announcements: 'Announcements',
  authors: 'For Authors',
  'guide-for-authors': 'Guide for Authors',
  'manuscript-template': 'Manuscript Templates',
  'review-process': 'Peer Review Process',
  ethics: 'Publication Ethics',
  guidelines: 'Editorial Guidelines',
  'submit-paper': 'Submit New Paper',
  'editorial-board': 'Editorial Board',
  'editorial-team': 'Editorial Team',
  'editor-in-chief': 'Editor-in-Chief',
  'managing-editor': 'Managing Editor',
  'become-reviewer': 'Become a Reviewer',
  'publication-charges': 'Publication Charges',
  'publication-fee': 'Publication Fee',
  'manuscript-handling-fee': 'Manuscript Handling Fee',
  'payment-methods': 'Payment Methods',
  'open-access-policy': 'Open Access Policy',
  copyright: 'Copyright',
  'privacy-policy': 'Privacy Policy',
  terms: 'Terms of Use',
  sitemap: 'Sitemap',
  faq: 'Frequently Asked Questions',
  'information-for-readers': 'Information for Readers',
  paper: 'Paper Details',
};


export const pageTitle = (title: string) => `${title} | ${JOURNAL_NAME}`;
