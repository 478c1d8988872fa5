import { XMLParser } from 'fast-xml-parser';
import { SCHOLARLY_MESSAGES as M } from '../../contract/scholarly/scholarly.messages';
import type { DoiRecordStatus } from '../../contract/scholarly/doi-manager.schema';
import type { CrossrefSettings } from '../context';

/**
 * Crossref's HTTPS deposit protocol (decision 0057; https://www.crossref.org/documentation/register-maintain-records/direct-deposit-xml/https-post/):
 * POST multipart/form-data to {base}/servlet/deposit with operation=doMDUpload, login_id,
 * login_passwd and the file in `fname`; the answer is a receipt only. The result per DOI comes
 * later from {base}/servlet/submissionDownload?usr=…&pwd=…&doi_batch_id=…&type=result.
 * The password goes only to Crossref: no message, log line or error here carries it or the URL
 * holding it.
 */

/** Crossref could not be asked or refused: `message` is a sentence for the office. */
export class CrossrefUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrossrefUnavailableError';
  }
}

export interface CrossrefAccount {
  depositUrl: string;
  username: string;
  password: string;
}

export function crossrefAccountOf(settings: CrossrefSettings | undefined): CrossrefAccount | null {
  if (!settings?.username || !settings.password) return null;
  return { depositUrl: settings.depositUrl, username: settings.username, password: settings.password };
}

const TIMEOUT_MS = 30_000;

async function call(url: string, init: RequestInit, unreachable: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch {
    throw new CrossrefUnavailableError(unreachable);
  }
}

/** Sends a deposit; resolves once Crossref's receipt says it was received. */
export async function sendDeposit(account: CrossrefAccount, batch: { batchId: string; xml: string }): Promise<void> {
  const form = new FormData();
  form.set('operation', 'doMDUpload');
  form.set('login_id', account.username);
  form.set('login_passwd', account.password);
  form.set('fname', new Blob([batch.xml], { type: 'application/xml' }), `${batch.batchId}.xml`);
  const response = await call(`${account.depositUrl}/servlet/deposit`, { method: 'POST', body: form }, M.unreachable(account.depositUrl));
  const body = await response.text().catch(() => '');
  if (response.status === 401 || response.status === 403 || /login|unauthori[sz]ed|password/i.test(failureOf(body))) throw new CrossrefUnavailableError(M.refused);
  if (!response.ok || /FAILURE/.test(body)) throw new CrossrefUnavailableError(M.rejected(response.status));
}

/** The FAILURE paragraph of a receipt, if any. */
const failureOf = (body: string) => (/FAILURE/.test(body) ? body : '');

export interface SubmissionResult {
  /** Crossref has processed the batch: every record it holds has its answer. */
  completed: boolean;
  records: { doi: string; status: Exclude<DoiRecordStatus, 'pending'>; message: string | null }[];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'record_diagnostic', parseTagValue: false, trimValues: true });

const STATUSES: Record<string, Exclude<DoiRecordStatus, 'pending'>> = { success: 'success', failure: 'failure', warning: 'warning' };

/** Parses the submission log's result (`<doi_batch_diagnostic>` with one `<record_diagnostic>` a DOI). */
export function parseSubmissionResult(xml: string): SubmissionResult {
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return { completed: false, records: [] };
  }
  const diagnostic = document.doi_batch_diagnostic as { '@status'?: string; record_diagnostic?: Record<string, unknown>[] } | undefined;
  if (!diagnostic) return { completed: false, records: [] };
  const records: SubmissionResult['records'] = [];
  for (const record of diagnostic.record_diagnostic ?? []) {
    const status = STATUSES[String(record['@status'] ?? '').toLowerCase()];
    const doi = typeof record.doi === 'string' ? record.doi.trim() : '';
    if (!status || !doi) continue;
    const message = typeof record.msg === 'string' ? record.msg.trim() || null : null;
    records.push({ doi, status, message });
  }
  return { completed: diagnostic['@status'] === 'completed', records };
}

/** Asks the submission log for a batch's result. */
export async function fetchSubmissionResult(account: CrossrefAccount, batchId: string): Promise<SubmissionResult> {
  const query = new URLSearchParams({ usr: account.username, pwd: account.password, doi_batch_id: batchId, type: 'result' });
  const response = await call(`${account.depositUrl}/servlet/submissionDownload?${query}`, { method: 'GET' }, M.resultUnreachable(account.depositUrl));
  const body = await response.text().catch(() => '');
  if (response.status === 401 || response.status === 403) throw new CrossrefUnavailableError(M.resultRefused);
  if (!response.ok) throw new CrossrefUnavailableError(M.resultUnreachable(account.depositUrl));
  return parseSubmissionResult(body);
}
