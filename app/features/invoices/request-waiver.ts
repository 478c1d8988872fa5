import { z } from 'zod';
import { INVOICE_MESSAGES as M, waiverRequestInputSchema, waiverRequestSchema } from '../../../contract/invoices/invoice.schema';
import { ApiError } from '../../lib/api';
import { sendJson } from '../../lib/api-data';

/** The dashboard form's fields: the paper, the kind of waiver and the reason (issue 15). */
export const waiverRequestIntentSchema = waiverRequestInputSchema.extend({ intent: z.literal('request-waiver'), paperId: z.coerce.number().pipe(z.number().int().positive()) });
export type WaiverRequestIntent = z.infer<typeof waiverRequestIntentSchema>;

export interface WaiverRequestOutcome {
  intent: 'request-waiver';
  ok: boolean;
  paperId: number;
  message: string;
}

/** POST /api/papers/{id}/waiver-requests from the dashboard's clientAction; the server's sentence on a refusal. */
export async function requestWaiver(form: WaiverRequestIntent): Promise<WaiverRequestOutcome> {
  try {
    await sendJson(`/papers/${form.paperId}/waiver-requests`, { kind: form.kind, reason: form.reason }, z.object({ waiverRequest: waiverRequestSchema, message: z.string() }));
    return { intent: 'request-waiver', ok: true, paperId: form.paperId, message: M.waiverRequestSent };
  } catch (error) {
    const detail = error instanceof ApiError ? error.problem?.detail : undefined;
    return { intent: 'request-waiver', ok: false, paperId: form.paperId, message: detail ?? 'The waiver request could not be sent. Please try again.' };
  }
}
