import { z } from 'zod';
import { queryNumber } from '../http/ids';
import { userSchema } from '../auth/auth.schema';
import { roleSchema } from '../auth/role.schema';

export const pageQuerySchema = z.object({
  page: queryNumber('page', { min: 1, max: 100_000, default: 1 }),
  pageSize: queryNumber('pageSize', { min: 1, max: 100, default: 20 }),
});

export const userListQuerySchema = pageQuerySchema.extend({ role: roleSchema.optional() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const userPageSchema = pageOf(userSchema);

export const reviewerCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: z.string(),
  expertise: z.array(z.string()),
});

/** GET /api/editor/reviewers: every reviewer an editor may assign. */
export const reviewerCandidateListSchema = z.array(reviewerCandidateSchema);
