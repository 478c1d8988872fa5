import { z } from 'zod';
import { ADMIN_ANNOUNCEMENT_MESSAGES as M, adminAnnouncementSavedSchema } from '../../../contract/announcements/admin-announcements.schema';
import { messageResponseSchema } from '../../../contract/auth/auth.schema';
import type { AdminTabOutcome } from '../../components/admin-dashboard/admin-tab';
import { sendJson } from '../../lib/api-data';
import { failureReason, problemDetail, problemFieldErrors } from '../../lib/problem-outcome';
import { multipartOf, upload } from '../../lib/upload';

/**
 * The Announcements section's changes, run by /admin/cms's clientAction (app/components/cms/README.md;
 * decision 0051): the form goes as multipart with its new files (attachment1 … attachment5), the
 * delete after its confirmation; each answers an outcome for the toast.
 */
const id = z.coerce.number().int().min(1);

export const ANNOUNCEMENT_INTENTS = ['saveAnnouncement', 'deleteAnnouncement'] as const;

export const announcementIntentSchema = z.discriminatedUnion('intent', [
  /** The form's own fields (title, content, …, keepAttachments, attachment1 …) pass through to the API as they are. */
  z.looseObject({ intent: z.literal('saveAnnouncement'), announcementId: z.preprocess((v) => (v === '' ? undefined : v), id.optional()) }),
  z.object({ intent: z.literal('deleteAnnouncement'), announcementId: id }),
]);
export type AnnouncementIntent = z.output<typeof announcementIntentSchema>;

export type AnnouncementOutcome = AdminTabOutcome & { intent: AnnouncementIntent['intent'] };

export async function runAnnouncementIntent(intent: AnnouncementIntent): Promise<AnnouncementOutcome> {
  if (intent.intent === 'deleteAnnouncement') {
    try {
      const result = await sendJson(`/admin/announcements/${intent.announcementId}`, undefined, messageResponseSchema, { method: 'DELETE' });
      return { intent: 'deleteAnnouncement', ok: true, message: result.message };
    } catch (error) {
      console.warn('Deleting an announcement failed', error);
      const detail = problemDetail(error);
      return { intent: 'deleteAnnouncement', ok: false, message: M.deleteFailed, ...(detail ? { detail } : {}) };
    }
  }
  const { intent: _intent, announcementId, ...fields } = intent;
  try {
    const path = announcementId ? `/admin/announcements/${announcementId}` : '/admin/announcements';
    const result = await upload(path, multipartOf(fields), adminAnnouncementSavedSchema, { method: announcementId ? 'PUT' : 'POST' }).promise;
    return { intent: 'saveAnnouncement', ok: true, message: result.message };
  } catch (error) {
    console.warn('Saving an announcement failed', error);
    return { intent: 'saveAnnouncement', ok: false, message: M.saveFailed(failureReason(error)), fieldErrors: problemFieldErrors(error) };
  }
}
