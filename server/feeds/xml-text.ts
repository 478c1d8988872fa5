/**
 * XML character data and attribute values, for every document the feeds write (RSS, sitemaps).
 * Characters XML 1.0 does not allow (control characters pasted from PDFs, lone surrogates) are
 * dropped so the document always parses.
 */
export const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
