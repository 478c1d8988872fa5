/**
 * The files a manuscript (or an appeal's supporting file) may be, as the browser's file picker
 * is told: PDF, DOC or DOCX (acting-side.md §5, §9). The server judges by content. Zod-free and
 * outside contract/journal, which every page loads: only the forms with a file input need it.
 */
export const MANUSCRIPT_FILE_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const MANUSCRIPT_FILE_MEDIA_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
/** A file input's accept list: extensions and media types both, for every platform's picker. */
export const MANUSCRIPT_ACCEPT = [...MANUSCRIPT_FILE_EXTENSIONS.map((extension) => `.${extension}`), ...MANUSCRIPT_FILE_MEDIA_TYPES].join(',');
