import { describe, expect, test } from 'vitest';
import { draftKey, parseDraft, serializeDraft } from './submission-draft';
import { newSubmissionValues, sameValues } from './submission-values';

const me = { firstName: 'Chinedu', lastName: 'Eze', email: 'chinedu.eze@jals-demo.org', institution: 'University of Nigeria, Nsukka' };

describe('the submission draft', () => {
  test('is kept per user and per kind of submission', () => {
    const keys = [draftKey(7, { kind: 'new' }), draftKey(7, { kind: 'special-issue', id: 2 }), draftKey(7, { kind: 'revision', id: 2 }), draftKey(8, { kind: 'new' })];
    expect(new Set(keys).size).toBe(4);
    expect(keys[0]).toContain(':7:');
  });

  test('round-trips every field but the file', () => {
    const values = { ...newSubmissionValues(me), title: 'Cassava yields', abstract: 'We measured.', keywords: 'cassava, yield', category: 'Crop Science and Production', coverLetter: 'Dear Editor' };
    values.authors = [...values.authors, { name: 'Ngozi Okafor', email: 'ngozi@example.org', affiliation: 'UNN', orcid: '0000-0002-1825-0097', isPrimaryContact: false }];
    const saved = new Date('2026-10-01T10:00:00Z');
    const parsed = parseDraft(serializeDraft(values, saved));
    expect(parsed?.savedAt).toBe(saved.toISOString());
    expect(parsed && sameValues(parsed.values, values)).toBe(true);
    expect(parsed?.values.authors[1]?.orcid).toBe('0000-0002-1825-0097');
  });

  test('ignores what it cannot read', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, savedAt: 'x', values: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, savedAt: 'x', values: { ...newSubmissionValues(me), authors: [] } }))).toBeNull();
  });

  test('repairs the primary contact and odd field types', () => {
    const stored = JSON.stringify({
      version: 1,
      savedAt: '2026-10-01T10:00:00.000Z',
      values: { ...newSubmissionValues(me), title: 42, authors: [{ name: 'A', email: '', affiliation: '', orcid: '', isPrimaryContact: false }] },
    });
    const parsed = parseDraft(stored);
    expect(parsed?.values.title).toBe('');
    expect(parsed?.values.authors[0]?.isPrimaryContact).toBe(true);
  });
});

describe('the starting values', () => {
  test('a new submission has the signed-in user as first author and primary contact', () => {
    expect(newSubmissionValues(me).authors).toEqual([{ name: 'Chinedu Eze', email: me.email, affiliation: me.institution, orcid: '', isPrimaryContact: true }]);
    expect(newSubmissionValues({ ...me, institution: undefined }).authors[0]?.affiliation).toBe('');
  });

  test('sameValues tells an untouched form from an edited one', () => {
    const a = newSubmissionValues(me);
    expect(sameValues(a, newSubmissionValues(me))).toBe(true);
    expect(sameValues(a, { ...a, keywords: 'x' })).toBe(false);
    expect(sameValues(a, { ...a, authors: a.authors.map((x) => ({ ...x, orcid: '0000-0002-1825-0097' })) })).toBe(false);
  });
});
