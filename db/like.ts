/** A LIKE/ILIKE pattern for "contains this text": the text's own %, _ and \ are taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
