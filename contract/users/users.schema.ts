import { z } from 'zod';
import { userSchema } from '../auth/auth.schema';
import { roleSchema } from '../auth/roles';

export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be 1 or more').max(100_000, 'page is too large').default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1, 'pageSize must be 1 or more').max(100, 'pageSize must be at most 100').default(20),
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
