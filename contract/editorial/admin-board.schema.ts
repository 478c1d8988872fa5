import { z } from 'zod';
import { emailText } from '../auth/auth.schema';
import { tooLong } from '../auth/messages';
import { queryNumber, rowIdParam } from '../http/ids';
import { plainText } from '../http/text';
import { sizedImageSchema } from '../issues/admin-issues.schema';
import { pageOf } from '../users/users.schema';
import { BOARD_MESSAGES as M, BOARD_ROLES, BOARD_SORTS, BOARD_TYPES, DEFAULT_BOARD_ROLE, DEFAULT_DISPLAY_ORDER } from './admin-board.messages';

export * from './admin-board.messages';

/**
 * The editorial member form (acting-side.md §5 "Editorial member"; decision 0046), used by the
 * dialog (react-hook-form) and by POST/PUT /api/admin/editorial-board (multipart: these as text
 * fields, the file `photo`). The long profile of the Editor-in-Chief and Managing Editor pages
 * (reading-side.md §3) is edited here too: list fields are one item per line.
 */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const required = (message: string, label: string, max = 300) => plainText({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
const optional = (label: string, max: number) => z.preprocess((v) => v ?? '', plainText().trim().max(max, tooLong(label, max)));
const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean());

/** One item per line, blank lines dropped: how the dialog's list boxes read. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const PROFILE_LIST_FIELDS = ['qualifications', 'researchInterests', 'achievements', 'responsibilities', 'expertise', 'services'] as const;
export type ProfileListField = (typeof PROFILE_LIST_FIELDS)[number];

export const boardMemberFormSchema = z.object({
  name: required(M.nameRequired, 'Name', 200),
  title: required(M.titleRequired, 'Title', 200),
  affiliation: required(M.affiliationRequired, 'Affiliation', 300),
  email: emailText(M.emailRequired, M.emailInvalid).transform((email) => email.toLowerCase()),
  department: optional('Department', 300),
  bio: optional('Bio', 5000),
  role: z.preprocess(blankAsMissing, z.enum(BOARD_ROLES, { error: M.roleInvalid }).default(DEFAULT_BOARD_ROLE)),
  displayOrder: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: M.displayOrderMin }).int(M.displayOrderMin).min(1, M.displayOrderMin).max(1_000_000, 'Display order must be at most 1000000').default(DEFAULT_DISPLAY_ORDER),
  ),
  /** The position shown on the pages; the role's name when left empty. */
  position: optional('Position', 200),
  boardType: z.preprocess(blankAsMissing, z.enum(BOARD_TYPES).default('EDITORIAL_BOARD')),
  institution: optional('Institution', 300),
  specialization: optional('Specialization', 300),
  phone: optional('Phone', 50),
  /** The long profile (reading-side.md §3 "Editor-in-chief profile", "Managing editor profile"). */
  biography: optional('Biography', 10_000),
  qualifications: optional('Qualifications', 5000),
  researchInterests: optional('Research interests', 5000),
  achievements: optional('Achievements', 5000),
  responsibilities: optional('Responsibilities', 5000),
  expertise: optional('Expertise', 5000),
  services: optional('Services', 5000),
  officeHours: optional('Office hours', 300),
  editorialMessage: optional('Editorial message', 10_000),
  removePhoto: flag.optional(),
});
export type BoardMemberFormInput = z.input<typeof boardMemberFormSchema>;
export type BoardMemberForm = z.output<typeof boardMemberFormSchema>;

/** GET /api/admin/editorial-board: paged, searched (name, email, affiliation, title), filtered by role and sorted. */
export const boardQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
  q: z.preprocess(blankAsMissing, plainText().trim().max(200, tooLong('Search', 200)).optional()),
  role: z.preprocess(blankAsMissing, z.enum(['all', ...BOARD_ROLES]).default('all')),
  sort: z.preprocess(blankAsMissing, z.enum(BOARD_SORTS).default('order')),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;

export const boardMemberIdParamsSchema = z.object({ id: rowIdParam({ invalid: M.invalidId, notFound: M.notFound }) });

/** A member as the tab shows and edits it: every form field (lists as arrays) and the photo with its size. */
export const adminBoardMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  affiliation: z.string(),
  email: z.string(),
  department: z.string(),
  bio: z.string(),
  role: z.enum(BOARD_ROLES),
  displayOrder: z.number().int(),
  position: z.string(),
  boardType: z.enum(BOARD_TYPES),
  institution: z.string(),
  specialization: z.string(),
  phone: z.string(),
  photo: sizedImageSchema.nullable(),
  profile: z.object({
    biography: z.string(),
    qualifications: z.array(z.string()),
    researchInterests: z.array(z.string()),
    achievements: z.array(z.string()),
    responsibilities: z.array(z.string()),
    expertise: z.array(z.string()),
    services: z.array(z.string()),
    officeHours: z.string(),
    editorialMessage: z.string(),
  }),
});
export type AdminBoardMember = z.infer<typeof adminBoardMemberSchema>;

export const adminBoardPageSchema = pageOf(adminBoardMemberSchema);
export type AdminBoardPage = z.infer<typeof adminBoardPageSchema>;

export const boardMemberSavedSchema = z.object({ message: z.string(), member: adminBoardMemberSchema });
export type BoardMemberSaved = z.infer<typeof boardMemberSavedSchema>;
