/** Zod-free: pages import these without loading zod and the schemas (decision 0032). */
export const EDITORIAL_MESSAGES = {
  boardFailed: 'Failed to load the editorial board. Please try again later.',
  teamFailed: 'Failed to load the editorial team. Please try again later.',
  chiefFailed: "Failed to load the Editor-in-Chief's profile. Please try again later.",
  managingFailed: "Failed to load the Managing Editor's profile. Please try again later.",
  noChief: "The Editor-in-Chief's profile has not been published yet.",
  noManagingEditor: "The Managing Editor's profile has not been published yet.",
  noMembers: 'The members of the editorial team have not been published yet.',
  noBoard: 'The editorial board has not been published yet.',
} as const;

/** The groups of the Editorial Team page (reading-side.md §2), in order. */
export const TEAM_GROUPS = ['Editor-in-Chief', 'Managing Editor', 'Associate Editors', 'Section Editors', 'Editorial Staff'] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

/**
 * The group a member falls in by position: Editor-in-Chief, Managing Editor, Associate Editors,
 * any position containing 'Section Editor'; other positions (editorial assistants and the like)
 * form a last group so that no one listed is dropped.
 */
export function teamGroupOf(position: string): TeamGroup {
  const text = position.toLowerCase().replace(/[\s-]+/g, ' ');
  if (text.includes('editor in chief')) return 'Editor-in-Chief';
  if (text.includes('managing editor')) return 'Managing Editor';
  if (text.includes('associate editor')) return 'Associate Editors';
  if (text.includes('section editor')) return 'Section Editors';
  return 'Editorial Staff';
}

export function groupEditorialTeam<T extends { position: string }>(members: T[]): { group: TeamGroup; members: T[] }[] {
  return TEAM_GROUPS.map((group) => ({ group, members: members.filter((m) => teamGroupOf(m.position) === group) })).filter((g) => g.members.length > 0);
}
