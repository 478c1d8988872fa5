import { MANUSCRIPT_MAX_BYTES, SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';

/**
 * acting-side.md §5 "Manuscript" and §9: required, at most 10MB, PDF, DOC or DOCX. The browser
 * judges by name and type to answer at once; the server judges by content (DESIGN.md "Data").
 */
const EXTENSIONS = ['pdf', 'doc', 'docx'];
const MEDIA_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** The file input's accept list: extensions and media types both, for every platform's picker. */
export const MANUSCRIPT_ACCEPT = [...EXTENSIONS.map((extension) => `.${extension}`), ...MEDIA_TYPES].join(',');

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export function manuscriptError(file: ChosenFile | null | undefined): string | null {
  if (!file) return M.manuscriptRequired;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension) && !MEDIA_TYPES.includes(file.type)) return M.fileTypeInvalid;
  if (file.size > MANUSCRIPT_MAX_BYTES) return M.fileTooLarge;
  return null;
}
