import { z } from 'zod';

/** The Special issues section keeps nothing in the address beyond `?section=`: the list is short and whole (decision 0052). */
export const specialIssuesQuerySchema = z.object({});
export type SpecialIssuesQuery = z.output<typeof specialIssuesQuerySchema>;
