/**
 * A paper's public addresses (issue 16), written once for the pages, meta tags, feeds, harvesters
 * and deposits. Zod-free: public pages import it.
 */

/** The article page. */
export const paperPath = (id: number) => `/paper/${id}`;

/** The published PDF at a public, crawlable address outside /api (robots.txt allows it; Google Scholar's citation_pdf_url). */
export const paperPdfPath = (id: number) => `/paper/${id}/pdf`;

/**
 * The PDF's file name as a reader keeps it: the paper's number and the first six words of its
 * title in plain ASCII, e.g. paper-12-cassava-mosaic-disease-in-smallholder-farms.pdf.
 */
export function publishedPdfFileName(id: number, title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  return words.length > 0 ? `paper-${id}-${words.join('-')}.pdf` : `paper-${id}.pdf`;
}
