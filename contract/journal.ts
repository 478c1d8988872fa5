/** The journal's name, used by pages, mail, feeds and the API description. */
export const JOURNAL_NAME = 'Journal of Agriculture and Life Sciences';
export const JOURNAL_SHORT_NAME = 'JALS';
export const PUBLISHER = 'Faculty of Agriculture';
