import sharp from 'sharp';

/**
 * The journal's sharing card (og:image, twitter:image; issue 16) drawn from its name as the office
 * set it (decision 0053): 1200 × 630, the theme's green and gold, the logo of the favicon.
 */
export const JOURNAL_CARD_SIZE = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The name on at most two lines, split at the word nearest the middle. */
export function cardLines(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (name.length <= 26 || words.length < 2) return [name.trim()];
  let best = 1;
  for (let n = 1; n < words.length; n += 1) {
    const diff = Math.abs(words.slice(0, n).join(' ').length - words.slice(n).join(' ').length);
    if (diff < Math.abs(words.slice(0, best).join(' ').length - words.slice(best).join(' ').length)) best = n;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

export async function journalCardPng(name: string): Promise<Buffer> {
  const lines = cardLines(name);
  const size = Math.max(36, Math.min(60, Math.floor(1080 / Math.max(...lines.map((line) => line.length)) / 0.52)));
  const top = lines.length === 1 ? 400 : 365;
  const text = lines
    .map((line, n) => `<text x="600" y="${top + n * (size + 16)}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#14452a"/><rect y="594" width="1200" height="36" fill="#ffc107"/>
<g transform="translate(520 80) scale(2.5)"><rect width="64" height="64" rx="12" fill="#1d5c35"/><path d="M32 52V26M32 34c-8 0-14-6-14-14 8 0 14 6 14 14zm0-4c0-8 6-14 14-14 0 8-6 14-14 14z" fill="none" stroke="#ffc107" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>
${text}
<text x="600" y="540" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffe08a">Open access · Peer reviewed · CC BY 4.0</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
