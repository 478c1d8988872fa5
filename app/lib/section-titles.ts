import { JOURNAL_NAME } from '../../contract/journal';

export const pageTitle = (title: string) => `${title} | ${JOURNAL_NAME}`;
