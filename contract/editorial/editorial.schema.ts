import { z } from 'zod';

/**
 * Editorial pages (reading-side.md §2 "Editorial pages", §3 "Editorial member", "Editor-in-chief
 * profile", "Managing editor profile", §7). Read from the editorial_members records; on failure
 * the pages show an error, never sample people.
 */

export const editorialMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  /** The institution, or the member's affiliation when no institution is recorded. */
  institution: z.string(),
  specialization: z.string().nullable(),
  expertise: z.array(z.string()),
  email: z.string(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type EditorialMember = z.infer<typeof editorialMemberSchema>;

/** GET /api/editorial-board (reading-side.md §7: editorInChief, associateEditors, editorialBoard). */
export const editorialBoardSchema = z.object({
  editorInChief: editorialMemberSchema.nullable(),
  associateEditors: z.array(editorialMemberSchema),
  editorialBoard: z.array(editorialMemberSchema),
});
export type EditorialBoard = z.infer<typeof editorialBoardSchema>;

/** GET /api/editorial-team: a list, in display order. */
export const editorialTeamSchema = z.array(editorialMemberSchema);

const contactFields = {
  name: z.string(),
  title: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  institution: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  biography: z.string(),
  qualifications: z.array(z.string()),
  achievements: z.array(z.string()),
};

/** GET /api/editor-in-chief (reading-side.md §3 "Editor-in-chief profile", with the editorial message of §2). */
export const editorInChiefSchema = z.object({
  ...contactFields,
  researchInterests: z.array(z.string()),
  editorialMessage: z.string().nullable(),
});
export type EditorInChiefProfile = z.infer<typeof editorInChiefSchema>;

/** GET /api/managing-editor (reading-side.md §3 "Managing editor profile", with services and office hours of §2). */
export const managingEditorSchema = z.object({
  ...contactFields,
  responsibilities: z.array(z.string()),
  expertise: z.array(z.string()),
  services: z.array(z.string()),
  officeHours: z.string().nullable(),
});
export type ManagingEditorProfile = z.infer<typeof managingEditorSchema>;

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
