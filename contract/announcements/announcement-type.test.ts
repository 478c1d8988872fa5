import { describe, expect, it } from 'vitest';
import { announcementType, deriveAnnouncementType } from './announcement-type';

describe('the title-derived announcement type (reading-side.md §3)', () => {
  it.each([
    ['Call for Papers: Climate-Smart Agriculture', 'Call for Papers'],
    ['CALL FOR REVIEWERS', 'Call for Papers'],
    ['Submission deadline extended to 30 June', 'Deadline'],
    ['Annual Soil Science Event in Ibadan', 'Event'],
    ['Upcoming events this quarter', 'Event'],
    ['New editorial office address', 'General'],
    ['', 'General'],
  ])('%s → %s', (title, type) => {
    expect(deriveAnnouncementType(title)).toBe(type);
  });

  it("checks 'call' before 'deadline' before 'event'", () => {
    expect(deriveAnnouncementType('Deadline for the call on aquaculture')).toBe('Call for Papers');
    expect(deriveAnnouncementType('Event registration deadline')).toBe('Deadline');
  });

  it('keeps a stored type and derives only when it is missing', () => {
    expect(announcementType('Event', 'Call for papers')).toBe('Event');
    expect(announcementType(null, 'Call for papers')).toBe('Call for Papers');
    expect(announcementType(undefined, 'Office closure')).toBe('General');
  });
});
