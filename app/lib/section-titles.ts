import { JOURNAL_NAME } from '../../contract/journal';

/** Headings of the sections whose screens come in later issues, by route id (app/routes.ts). */
export const SECTION_TITLES: Record<string, string> = {
  contact: 'Contact Us',
  'current-publications': 'Current Publications',
  archives: 'Archives',
  archive: 'Archives',
  issues: 'Journal Issues',
  'issues-current': 'Current Issue',
  issue: 'Journal Issue',
  'issue-by-number': 'Journal Issue',
  'special-issues': 'Special Issues',
  announcements: 'Announcements',
  'submit-paper': 'Submit New Paper',
  'editorial-board': 'Editorial Board',
  'editorial-team': 'Editorial Team',
  'editor-in-chief': 'Editor-in-Chief',
  'managing-editor': 'Managing Editor',
  'become-reviewer': 'Become a Reviewer',
};


export const pageTitle = (title: string) => `${title} | ${JOURNAL_NAME}`;
