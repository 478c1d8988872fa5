import { describe, expect, it } from 'vitest';
import { groupEditorialTeam, teamGroupOf } from './editorial.schema';

describe('Editorial Team groups (reading-side.md §2)', () => {
  it.each([
    ['Editor-in-Chief', 'Editor-in-Chief'],
    ['Editor in Chief', 'Editor-in-Chief'],
    ['Managing Editor', 'Managing Editor'],
    ['Associate Editor', 'Associate Editors'],
    ['Senior Associate Editor', 'Associate Editors'],
    ['Section Editor, Soil Science', 'Section Editors'],
    ['Section Editor (Animal Science)', 'Section Editors'],
    ['Editorial Assistant', 'Editorial Staff'],
  ])('%s → %s', (position, group) => {
    expect(teamGroupOf(position)).toBe(group);
  });

  it('keeps the spec order and drops empty groups', () => {
    const groups = groupEditorialTeam([
      { position: 'Section Editor, Crop Science' },
      { position: 'Editor-in-Chief' },
      { position: 'Section Editor, Food Science' },
    ]);
    expect(groups.map((g) => [g.group, g.members.length])).toEqual([
      ['Editor-in-Chief', 1],
      ['Section Editors', 2],
    ]);
  });
});
