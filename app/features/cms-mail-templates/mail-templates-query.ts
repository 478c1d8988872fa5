import { z } from 'zod';

/** The Mail templates section's part of /admin/cms's address (decision 0054): the template opened. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const mailTemplatesQuerySchema = z.object({
  template: z.preprocess(blankAsMissing, z.string().regex(/^[a-z0-9-]{1,64}$/).optional().catch(undefined)),
});
export type MailTemplatesQuery = z.output<typeof mailTemplatesQuerySchema>;
