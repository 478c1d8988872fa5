import { MANUSCRIPT_FILE_EXTENSIONS, MANUSCRIPT_FILE_MEDIA_TYPES } from '../../../contract/papers/manuscript-files';
import { MANUSCRIPT_MAX_BYTES, SUBMISSION_MESSAGES as M } from '../../../contract/papers/submission.schema';

/**
 * acting-side.md §5 "Manuscript" and §9: required, at most 10MB, PDF, DOC or DOCX. The browser
 * judges by name and type to answer at once; the server judges by content (DESIGN.md "Data").
 */
const EXTENSIONS: readonly string[] = MANUSCRIPT_FILE_EXTENSIONS;
const MEDIA_TYPES: readonly string[] = MANUSCRIPT_FILE_MEDIA_TYPES;

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
