import { z } from 'zod';
export { EDITORIAL_MESSAGES, TEAM_GROUPS, groupEditorialTeam, teamGroupOf, type TeamGroup } from './editorial.messages';

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
  /** The photo's size, so the page reserves its space (decision 0046); null for a photo given only by address. */
  photoWidth: z.number().int().nullable(),
  photoHeight: z.number().int().nullable(),
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
