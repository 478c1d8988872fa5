import { z } from 'zod';
import { adminUserDeletedSchema, adminUserSavedSchema, USER_ADMIN_MESSAGES as M } from '../../../contract/users/users.schema';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/**
 * The Users tab's changes, for the admin dashboard's `clientAction` (decision 0036): create, edit,
 * delete and send a reset link. Each answers an outcome in the spec's words (acting-side.md §8:
 * 'User created successfully', 'Failed to save user', 'Failed to delete user'), shown as a toast,
 * with the server's own sentence (a guard's 409) and its field errors for the form.
 */
const id = z.coerce.number().int().min(1);
/** The form's fields, as the form sent them (the API checks them with the contract). */
const accountFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  institution: z.string().optional(),
};

export const userIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('createUser'), ...accountFields, passwordSetup: z.string(), password: z.string().optional() }),
  z.object({ intent: z.literal('updateUser'), userId: id, ...accountFields }),
  z.object({ intent: z.literal('deleteUser'), userId: id }),
  z.object({ intent: z.literal('sendResetLink'), userId: id }),
]);
export type UserIntent = z.output<typeof userIntentSchema>;
export type UserIntentName = UserIntent['intent'];

export const USER_INTENTS = ['createUser', 'updateUser', 'deleteUser', 'sendResetLink'] as const satisfies readonly UserIntentName[];

export interface UserOutcome extends AdminTabOutcome {
  intent: UserIntentName;
  ok: boolean;
  message: string;
  /** The server's own sentence when it refused (a guard, a taken address…). */
  detail?: string;
  /** The form's field messages from the server (400, or 409 for a taken email). */
  fieldErrors?: Record<string, string>;
}

function failure(intent: UserIntentName, message: string, error: unknown): UserOutcome {
  console.warn(`The Users tab's ${intent} failed`, error);
  if (!(error instanceof ApiError)) return { intent, ok: false, message };
  const errors = error.problem?.errors ?? {};
  const fieldErrors = Object.fromEntries(Object.entries(errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])));
  const detail = error.status >= 400 && error.status < 500 ? error.problem?.detail : undefined;
  return { intent, ok: false, message, ...(detail && detail !== message ? { detail } : {}), ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
}

export async function runUserIntent(intent: UserIntent): Promise<UserOutcome> {
  switch (intent.intent) {
    case 'createUser': {
      const { intent: _intent, passwordSetup, password, ...fields } = intent;
      try {
        const body = passwordSetup === 'link' ? { ...fields, passwordSetup } : { ...fields, passwordSetup, password: password ?? '' };
        const result = await sendJson('/admin/users', body, adminUserSavedSchema);
        return { intent: 'createUser', ok: true, message: result.message };
      } catch (error) {
        return failure('createUser', M.saveFailed, error);
      }
    }
    case 'updateUser': {
      const { intent: _intent, userId, ...fields } = intent;
      try {
        const result = await sendJson(`/admin/users/${userId}`, fields, adminUserSavedSchema, { method: 'PUT' });
        return { intent: 'updateUser', ok: true, message: result.message };
      } catch (error) {
        return failure('updateUser', M.saveFailed, error);
      }
    }
    case 'deleteUser':
      try {
        const result = await sendJson(`/admin/users/${intent.userId}`, undefined, adminUserDeletedSchema, { method: 'DELETE' });
        return { intent: 'deleteUser', ok: true, message: result.message };
      } catch (error) {
        return failure('deleteUser', M.deleteFailed, error);
      }
    case 'sendResetLink':
      try {
        const result = await sendJson(`/admin/users/${intent.userId}/password-reset`, undefined, adminUserSavedSchema);
        return { intent: 'sendResetLink', ok: true, message: result.message };
      } catch (error) {
        return failure('sendResetLink', M.resetLinkFailed, error);
      }
  }
}
