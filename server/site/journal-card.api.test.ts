import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveJournalSettings } from '../../core/settings/journal-settings.service';
import { DEFAULT_JOURNAL_FACTS } from '../../contract/journal/journal-facts';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { cardLines } from './journal-card';
import { JOURNAL_CARD_PATH } from './site.routes';

/** The sharing card that og:image and twitter:image name (issue 16): drawn from the journal's name. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = () => t.app.inject({ method: 'GET', url: JOURNAL_CARD_PATH });

describe('GET /journal-card.png', () => {
  it('is a 1200 × 630 PNG that anyone may fetch and caches may keep for an hour', async () => {
    const response = await card();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('is drawn anew when the office renames the journal', async () => {
    const before = (await card()).rawPayload;
    await saveJournalSettings({ db: t.db, clock: () => t.clock.now }, 'identity', { ...DEFAULT_JOURNAL_FACTS.identity, name: 'Journal of Tropical Agriculture & <Food>' });
    const after = await card();
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before)).toBe(false);
  });

  it('sets a long name on two lines split near the middle', () => {
    expect(cardLines('Journal of Agriculture and Life Sciences')).toEqual(['Journal of Agriculture', 'and Life Sciences']);
    expect(cardLines('Agronomy')).toEqual(['Agronomy']);
  });
});
