/**
 * Texts of the admin dashboard's Users tab (acting-side.md §2 /admin-dashboard, §5 "Admin user
 * form", §8 "Admin"): the spec's words where it has them, word for word; the rest in the same
 * voice. Zod-free. Decision 0045.
 */
export const USER_ADMIN_MESSAGES = {
  /** acting-side.md §8, word for word. */
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  saveFailed: 'Failed to save user',
  deleteFailed: 'Failed to delete user',
  loadFailed: 'Failed to load data. Please try again.',

  /** Said after 'User created successfully' when the admin chose to send a link instead of a password. */
  passwordLinkSent: (email: string) => `A link to choose a password has been sent to ${email}.`,
  resetLinkSent: (email: string) => `A password reset link has been sent to ${email}.`,
  resetLinkFailed: 'Failed to send the password reset link',

  // The guards (409): a sentence that says what to do instead.
  lastAdminDeleted: 'The last administrator cannot be deleted. Make another account an administrator first.',
  lastAdminDemoted: 'The last administrator cannot be given another role. Make another account an administrator first.',
  selfDeleted: 'You cannot delete your own account. Ask another administrator to do it.',

  notFound: 'User not found.',
  invalidId: 'The user id must be a positive whole number.',
  roleInvalid: 'Please choose a role from the list',
} as const;

/** The Users list's sort keys (server side): name is last name, then first name. */
export const USER_SORTS = ['name', 'email', 'role', 'created'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_SORT_LABELS: Record<UserSort, string> = { name: 'Name', email: 'Email', role: 'Role', created: 'Registered' };

/** How a new account gets its password: typed by the admin, or chosen by its owner through a mailed link. */
export const PASSWORD_SETUPS = ['password', 'link'] as const;
export type PasswordSetup = (typeof PASSWORD_SETUPS)[number];
