import { EDITOR_DESK_MESSAGES as M } from '../../../contract/editor-desk/editor-desk.messages';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';
import { upload } from '../../lib/upload';
import { APPEAL_FIELDS, WORKFLOW_TEXTS as T, type AppealField } from './paper-workflow-view';

/** What filing an appeal came to: the message to show, and the field it belongs to, if any. */
export interface AppealOutcome {
  ok: boolean;
  message: string;
  field?: AppealField;
}

/** A refusal in the server's words: a field's message, else its detail, else the page's own. */
export function appealFailure(error: unknown): AppealOutcome {
  if (error instanceof ApiError) {
    for (const field of ['reasons', 'file'] as const) {
      const message = error.fieldError(field);
      if (message) return { ok: false, message, field };
    }
    if (error.problem?.detail) return { ok: false, message: error.problem.detail };
  }
  return { ok: false, message: T.appealFailed };
}

/** A file input left empty still sends a nameless, empty file. */
const chosenFile = (value: FormDataEntryValue | null): File | null => (value instanceof File && (value.size > 0 || value.name !== '') ? value : null);

/**
 * The paper page's clientAction (decision 0036): checks the reasons with the contract's own
 * schema, loaded only now so that zod stays off the page's first visit (decision 0032), then
 * sends JSON, or multipart/form-data through upload() when a file is attached. The page's loader
 * runs again afterwards, so the appeal section shows what the server now holds.
 */
export async function fileAppeal(paperId: number, form: FormData): Promise<AppealOutcome> {
  const { appealRequestSchema, workflowResultSchema } = await import('../../../contract/editor-desk/editor-desk.schema');
  const checked = appealRequestSchema.safeParse({ reasons: form.get(APPEAL_FIELDS.reasons) ?? '' });
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? M.appealReasonsRequired, field: 'reasons' };
  const file = chosenFile(form.get(APPEAL_FIELDS.file));
  const path = `/papers/${paperId}/appeals`;
  try {
    if (file) {
      const body = new FormData();
      body.append(APPEAL_FIELDS.reasons, checked.data.reasons);
      body.append(APPEAL_FIELDS.file, file, file.name);
      await upload(path, body, workflowResultSchema).promise;
    } else {
      await sendJson(path, checked.data, workflowResultSchema);
    }
    return { ok: true, message: M.appealFiled };
  } catch (error) {
    console.warn('Filing the appeal failed', error);
    return appealFailure(error);
  }
}
