import { describe, expect, it } from 'vitest';
import { MAP_ORIGIN, mapEmbedUrl, mapPageUrl } from './office-map';

describe('the office map’s addresses (decision 0042)', () => {
  const ibadan = { latitude: 7.4443, longitude: 3.8995 };

  it('frames OpenStreetMap’s embed around the office, with a marker on it', () => {
    const url = new URL(mapEmbedUrl(ibadan));
    expect(url.origin).toBe(MAP_ORIGIN);
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('3.89150,7.43630,3.90750,7.45230');
    expect(url.searchParams.get('marker')).toBe('7.44430,3.89950');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('links to the full map with the office marked', () => {
    expect(mapPageUrl(ibadan)).toBe('https://www.openstreetmap.org/?mlat=7.44430&mlon=3.89950#map=16/7.44430/3.89950');
  });
});
