/**
 * The office's map (acting-side.md §2 /contact "embedded map"; decision 0042): OpenStreetMap's own
 * embed, framed only after the visitor asks for it, so no third party hears of a visitor who did
 * not. Zod-free and pure: the page builds its addresses from the setting's coordinates.
 */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** About a kilometre each way around the point: the campus and the streets that lead to it. */
const SPAN = 0.008;
const fixed = (n: number) => n.toFixed(5);

/** The embed page for an iframe, with a marker on the office. */
export function mapEmbedUrl({ latitude, longitude }: MapPoint): string {
  const bbox = [longitude - SPAN, latitude - SPAN, longitude + SPAN, latitude + SPAN].map(fixed).join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${fixed(latitude)}%2C${fixed(longitude)}`;
}

/** The full map on OpenStreetMap's site, a plain link that works without JavaScript. */
export function mapPageUrl({ latitude, longitude }: MapPoint): string {
  return `${MAP_ORIGIN}/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=16/${fixed(latitude)}/${fixed(longitude)}`;
}
