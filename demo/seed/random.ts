import { orcidCheckDigit } from '../../contract/papers/orcid';
/**
 * Deterministic helpers for generated content, so every demo database (and every bulk run
 * with the same seed) holds the same rows.
 */

/** mulberry32: small, fast, good enough for plausible figures. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** `count` distinct items in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return { next, int, pick, sample };
}

export type Random = ReturnType<typeof createRandom>;

/** A checksum-valid ORCID iD (0000-000X-XXXX-XXXX) derived from a number. */
export function orcidFrom(n: number): string {
  const body = `00000002${String(1000000 + (Math.abs(Math.floor(n)) % 9000000)).padStart(7, '0')}`;
  const base = body.slice(0, 15);
  const id = base + orcidCheckDigit(base);
  return `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}`;
}
