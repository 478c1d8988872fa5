import { z } from 'zod';
import { depositAnswerSchema } from '../../../contract/scholarly/doi-manager.schema';
import { SCHOLARLY_MESSAGES as M } from '../../../contract/scholarly/scholarly.messages';
import { sendJson } from '../../lib/api-data';
import { problemDetail } from '../../lib/problem-outcome';

/**
 * The DOIs section's changes, as /admin/cms's `clientAction` (decisions 0036, 0057): deposit an
 * article or an issue with Crossref, ask Crossref for a batch's result. Each outcome is a toast.
 */
const id = z.coerce.number().int().min(1);

export const DOI_INTENTS = ['depositPaper', 'depositIssue', 'refreshDeposit'] as const;

export const doiIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('depositPaper'), paperId: id }),
  z.object({ intent: z.literal('depositIssue'), issueId: id }),
  z.object({ intent: z.literal('refreshDeposit'), depositId: id }),
]);
export type DoiIntent = z.output<typeof doiIntentSchema>;

export interface DoiOutcome {
  intent: DoiIntent['intent'];
  ok: boolean;
  message: string;
  detail?: string;
}

const pathOf = (intent: DoiIntent) =>
  intent.intent === 'depositPaper'
    ? `/admin/dois/papers/${intent.paperId}/deposit`
    : intent.intent === 'depositIssue'
      ? `/admin/dois/issues/${intent.issueId}/deposit`
      : `/admin/dois/deposits/${intent.depositId}/refresh`;

export async function runDoiIntent(intent: DoiIntent): Promise<DoiOutcome> {
  try {
    const answer = await sendJson(pathOf(intent), undefined, depositAnswerSchema, { method: 'POST' });
    const failed = answer.deposit.records.filter((record) => record.status === 'failure').length;
    // The call succeeded (the list reloads to show each DOI's answer) even when Crossref refused some DOIs: the toast counts them.
    return { intent: intent.intent, ok: true, message: failed === 0 ? answer.message : `${answer.message} ${failed} of ${answer.deposit.records.length} failed: see the list.` };
  } catch (error) {
    console.warn('A Crossref deposit failed', error);
    const detail = problemDetail(error);
    return { intent: intent.intent, ok: false, message: M.depositFailed, ...(detail ? { detail } : {}) };
  }
}
