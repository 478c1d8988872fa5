/** RFC 9457 problem details as the browser reads them: zod-free, so that every page's API client does not load zod (decision 0032). */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** problemSchema's check written out by hand; problem.test.ts keeps the two in agreement. */
export function isProblem(value: unknown): value is Problem {
  if (!isRecord(value)) return false;
  const { type, title, status, detail, errors, requestId } = value;
  if (typeof type !== 'string' || typeof title !== 'string' || typeof detail !== 'string') return false;
  if (typeof status !== 'number' || !Number.isInteger(status)) return false;
  if (requestId !== undefined && typeof requestId !== 'string') return false;
  if (errors === undefined) return true;
  return isRecord(errors) && Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'));
}
