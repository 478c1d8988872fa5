import { z } from 'zod';
import { plainText } from '../http/text';
import { AUTH_MESSAGES as M, tooLong } from './messages';
import { NEW_PASSWORD_RULES, PASSWORD_MAX } from './password-rule';
import { roleSchema } from './role.schema';

export { PASSWORD_MAX, PASSWORD_MIN } from './password-rule';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reports only the first rule a value breaks, so an empty field says 'required' and nothing else. */
export function firstBroken<T>(rules: [(value: T) => boolean, string][]) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const broken = rules.find(([holds]) => !holds(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  };
}

/** A required text field: the spec's message when empty, a length cap otherwise. */
export const requiredText = (message: string, label: string, max = 200) =>
  plainText({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

export const optionalText = (label: string, max = 200) =>
  plainText().trim().max(max, tooLong(label, max)).optional();

/** An email address with the given 'required' and 'invalid' messages, as typed (trimmed). */
export const emailText = (required: string, invalid: string) =>
  plainText({ error: required })
    .trim()
    .superRefine(
      firstBroken<string>([
        [(v) => v.length > 0, required],
        [(v) => v.length <= 254 && EMAIL_PATTERN.test(v), invalid],
      ]),
    );

/** An account's email: compared and stored in lower case. */
export const emailField = emailText(M.emailRequired, M.emailInvalid).transform((email) => email.toLowerCase());

/** A password being chosen (registration, reset, admin:create): contract/auth/password-rule.ts, decision 0026. */
export const newPassword = z.string({ error: M.passwordRequired }).superRefine(firstBroken<string>(NEW_PASSWORD_RULES));

const confirmPassword = z.string({ error: M.confirmRequired }).min(1, M.confirmRequired);

const passwordPair = z.object({ password: newPassword, confirmPassword });

/** 'Passwords do not match', checked even while other fields still have errors. */
function withPasswordsMatching<T extends z.ZodObject<{ password: typeof newPassword; confirmPassword: typeof confirmPassword }>>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordsDoNotMatch,
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
}

// reading-side.md §5: Login.
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX, tooLong('Password', PASSWORD_MAX)),
});
export type LoginInput = z.input<typeof loginSchema>;

// acting-side.md §2 /register and §5 Registration. Role is never chosen by the registrant.
export const registrationSchema = withPasswordsMatching(
  z.object({
    firstName: requiredText(M.firstNameRequired, 'First name', 100),
    lastName: requiredText(M.lastNameRequired, 'Last name', 100),
    email: emailField,
    password: newPassword,
    confirmPassword,
    institution: requiredText(M.institutionRequired, 'Institution', 200),
    role: z.literal('AUTHOR', { error: M.roleNotSelectable }).optional(),
    academicDegree: optionalText('Academic degree', 100),
    department: optionalText('Department', 200),
    researchInterests: optionalText('Research interests', 1000),
  }),
);
export type RegistrationInput = z.input<typeof registrationSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = withPasswordsMatching(
  z.object({
    token: z.string({ error: M.resetLinkInvalid }).min(1, M.resetLinkInvalid).max(200, M.resetLinkInvalid),
    password: newPassword,
    confirmPassword,
  }),
);
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

export const logoutSchema = z
  .object({ everywhere: z.boolean().optional().describe('End every session of this account, on every device') })
  // Fastify hands a request without a body over as null; the web client's logout sends none.
  .nullish();

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  institution: z.string(),
  academicDegree: z.string().nullable(),
  department: z.string().nullable(),
  researchInterests: z.array(z.string()),
  /** The owner has confirmed the address through the link mailed to it (decision 0021). */
  emailVerified: z.boolean(),
  /** Their own ORCID iD, when they gave it (decision 0060); a new submission names them with it. */
  orcid: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/confirm-email: the token from the link in the mail. */
export const emailConfirmSchema = z.object({ token: z.string({ error: 'The confirmation link is incomplete.' }).trim().min(1, 'The confirmation link is incomplete.').max(200, 'The confirmation link is not valid.') });
export type EmailConfirmInput = z.input<typeof emailConfirmSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Splits the comma-separated research interests of the registration form. */
export function splitCommaList(text: string | undefined | null): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
