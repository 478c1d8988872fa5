const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/webp': 'webp',
};

/**
 * A Content-Disposition header offering a file under its display name (RFC 6266): an ASCII
 * fallback in `filename` and the exact name in `filename*`; the extension of its stored type is
 * added when the name has none, so the saved file opens.
 */
export function attachmentDisposition(name: string, mediaType: string): string {
  let fileName = name.replace(/[\r\n\\/]+/g, ' ').trim() || 'attachment';
  const extension = EXTENSIONS[mediaType];
  if (extension && !/\.[A-Za-z0-9]{1,5}$/.test(fileName)) fileName = `${fileName}.${extension}`;
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["%;]/g, '_');
  return `attachment; filename="${ascii || 'attachment'}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
