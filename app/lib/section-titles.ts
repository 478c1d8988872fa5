import { JOURNAL_NAME } from '../../contract/journal/identity';

export const pageTitle = (title: string) => `${title} | ${JOURNAL_NAME}`;
