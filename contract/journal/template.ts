/** The downloadable manuscript template (reading-side.md §2 "Manuscript templates"; acting-side.md §8, §9). */
export const MANUSCRIPT_TEMPLATE_PATH = '/api/manuscript-template';
export const MANUSCRIPT_TEMPLATE_FILE_NAME = 'JALS-manuscript-template.docx';
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** 'Downloading...' shows for 1.5 s, then the success message for 3 s (acting-side.md §8). */
export const TEMPLATE_DOWNLOAD_BUSY_MS = 1500;
export const TEMPLATE_DOWNLOAD_SUCCESS_MS = 3000;

export const TEMPLATE_MESSAGES = {
  downloading: 'Downloading...',
  success: 'Template downloaded successfully! Open it in Microsoft Word or LibreOffice and replace the guidance text with your manuscript.',
  failure: 'Failed to download the template. Please try again later.',
} as const;
