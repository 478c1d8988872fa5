import { z } from 'zod';

export const sentMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

/** GET /api/admin/mail: the most recent messages, newest first (demo site only). */
export const sentMailListSchema = z.array(sentMailSchema);

/** How many recent messages the demo mail viewer shows. */
export const RECENT_MAIL_LIMIT = 50;
