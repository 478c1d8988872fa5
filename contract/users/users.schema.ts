import { z } from 'zod';
import { emailField, optionalText, requiredText, userSchema } from '../auth/auth.schema';
import { AUTH_MESSAGES } from '../auth/messages';
import { NEW_PASSWORD_RULES, PASSWORD_MAX } from '../auth/password-rule';
import { roleSchema } from '../auth/role.schema';
import { ROLES } from '../auth/roles';
import { queryNumber } from '../http/ids';
import { plainText } from '../http/text';
import { PASSWORD_SETUPS, USER_ADMIN_MESSAGES as M, USER_SORTS } from './users.messages';

export * from './users.messages';

export const pageQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
});

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A list's search text: name or email fragments, at most 200 characters. */
export const searchText = z.preprocess(blankAsMissing, plainText().trim().max(200, 'Search must be at most 200 characters').optional());
export const sortOrderSchema = z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional());

/**
 * GET /api/admin/users: paged, searched (first name, last name, the full name, email), filtered by
 * role and sorted on the server. Without an order, names, emails and roles go A→Z and the
 * registration date newest first.
 */
export const userListQuerySchema = pageQuerySchema.extend({
  role: z.preprocess(blankAsMissing, roleSchema.optional()),
  q: searchText,
  sort: z.preprocess(blankAsMissing, z.enum(USER_SORTS).default('name')),
  order: sortOrderSchema,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/**
 * A row of the Users tab: the account, and what deleting it would touch, so the confirmation can
 * say so (decision 0045): the papers it submitted (kept, without an owner) and its review
 * assignments (removed with it).
 */
export const adminUserSchema = userSchema.extend({
  ownedPapers: z.number().int(),
  reviewAssignments: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPageSchema = pageOf(adminUserSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** acting-side.md §5 "Admin user form": firstName, lastName, email, role required; institution optional; roles default AUTHOR. */
const accountFields = {
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, 'First name', 100),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, 'Last name', 100),
  email: emailField,
  role: z.preprocess(blankAsMissing, z.enum(ROLES, { error: M.roleInvalid }).default('AUTHOR')),
  institution: optionalText('Institution', 200),
};

/**
 * POST /api/admin/users. The password is required on create only (§5), with the registration's
 * rules (decision 0026), unless the admin asks for a link instead (`passwordSetup: 'link'`): the
 * new owner then chooses it through the password-reset machinery, and any password sent is ignored.
 */
export const adminUserCreateSchema = z
  .object({
    ...accountFields,
    passwordSetup: z.preprocess(blankAsMissing, z.enum(PASSWORD_SETUPS).default('password')),
    password: z.string().max(PASSWORD_MAX * 2).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.passwordSetup !== 'password') return;
    const broken = NEW_PASSWORD_RULES.find(([holds]) => !holds(value.password ?? ''));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1], path: ['password'] });
  });
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

/** PUT /api/admin/users/{id}: the same fields, never a password (a reset link is its own call). */
export const adminUserUpdateSchema = z.object(accountFields);
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

/** What a create, an update or a reset link answers: the spec's sentence and the account as it now is. */
export const adminUserSavedSchema = z.object({ message: z.string(), user: adminUserSchema });
export type AdminUserSaved = z.infer<typeof adminUserSavedSchema>;

/** DELETE /api/admin/users/{id}: 'User deleted successfully', and how many papers lost their owner. */
export const adminUserDeletedSchema = z.object({ id: z.number().int(), message: z.literal(M.deleted), papersKept: z.number().int() });
export type AdminUserDeleted = z.infer<typeof adminUserDeletedSchema>;

export const reviewerCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: z.string(),
  expertise: z.array(z.string()),
});

/** GET /api/editor/reviewers: every reviewer an editor may assign. */
export const reviewerCandidateListSchema = z.array(reviewerCandidateSchema);
