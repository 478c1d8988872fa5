import { describe, expect, it } from 'vitest';
import { parseSubmissionResult } from './crossref-client';
import { parsePages } from './scholarly.service';

describe('parseSubmissionResult (Crossref submission log, decision 0057)', () => {
  it('reads each record_diagnostic, one per DOI', () => {
    const xml = `<?xml version="1.0"?><doi_batch_diagnostic status="completed" sp="a"><batch_id>b1</batch_id>
      <record_diagnostic status="Success"><doi>10.5555/A</doi><msg>Successfully added</msg></record_diagnostic>
      <record_diagnostic status="Failure"><doi>10.5555/b</doi><msg>Record not processed &amp; why</msg></record_diagnostic>
      <record_diagnostic status="Warning"><doi>10.5555/c</doi><msg></msg></record_diagnostic></doi_batch_diagnostic>`;
    expect(parseSubmissionResult(xml)).toEqual({
      completed: true,
      records: [
        { doi: '10.5555/A', status: 'success', message: 'Successfully added' },
        { doi: '10.5555/b', status: 'failure', message: 'Record not processed & why' },
        { doi: '10.5555/c', status: 'warning', message: null },
      ],
    });
  });

  it('leaves a queued, unknown or unreadable batch pending', () => {
    expect(parseSubmissionResult('<doi_batch_diagnostic status="queued"><batch_id>b</batch_id></doi_batch_diagnostic>')).toEqual({ completed: false, records: [] });
    expect(parseSubmissionResult('<html>Service unavailable</html>')).toEqual({ completed: false, records: [] });
    expect(parseSubmissionResult('not xml <<<')).toEqual({ completed: false, records: [] });
  });
});

describe('parsePages', () => {
  it.each([
    ['12-25', { first: '12', last: '25' }],
    ['12 – 25', { first: '12', last: '25' }],
    ['7', { first: '7', last: null }],
    ['e1234', { first: 'e1234', last: null }],
    ['pp. 5 to 9', null],
    [null, null],
  ])('%j', (pages, expected) => expect(parsePages(pages)).toEqual(expected));
});
