import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOURNAL_NAME, JOURNAL_SHORT_NAME } from '../journal/identity';
import { passwordResetConfirmSchema, registrationSchema } from './auth.schema';
import { AUTH_MESSAGES as M } from './messages';
import { DEMO_PASSWORD, isGuessablePassword } from './password-rule';

const registration = (password: string) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada.obi@example.org',
  password,
  confirmPassword: password,
  institution: 'University of Ibadan',
});

const passwordErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>).password;
};

// Decision 0026.
const REFUSED = [
  'password123',
  '12345678',
  'qwertyuiop',
  'Password1!',
  'P@ssw0rd',
  'iloveyou',
  '1q2w3e4r5t',
  'sunshine2024',
  'aaaaaaaaaaaa',
  'abcdefghijk',
  JOURNAL_NAME,
  JOURNAL_NAME.toLowerCase().replaceAll(' ', ''),
  `${JOURNAL_SHORT_NAME}2026!`,
  DEMO_PASSWORD,
  DEMO_PASSWORD.toUpperCase(),
  'journal demo 2026',
  'journaldemo2026',
  'j0urn4l-d3m0-2026',
  'password'.repeat(25),
];

const ACCEPTED = [
  'correct-horse-battery',
  'cassava-drought-soil-2026',
  'millet and sorghum in the dry north',
  'Tr0ub4dor&3',
  'k8#Fq2!z',
  'my JALS reviewer passphrase',
  'the long rains came late to the sorghum fields of the north '.repeat(3).slice(0, 200),
];

describe('a new password that is too common or too easy to guess is refused', () => {
  it.each(REFUSED)('registration refuses %j with the message', (password) => {
    expect(passwordErrors(registrationSchema, registration(password))).toEqual([M.passwordTooGuessable]);
  });

  it.each(REFUSED)('password reset refuses %j with the message', (password) => {
    expect(passwordErrors(passwordResetConfirmSchema, { token: 't', password, confirmPassword: password })).toEqual([M.passwordTooGuessable]);
  });

  it.each(ACCEPTED)('accepts %j', (password) => {
    expect(registrationSchema.safeParse(registration(password)).success).toBe(true);
    expect(isGuessablePassword(password)).toBe(false);
  });

  it('still says "at least 8 characters" first for a short password, common or not', () => {
    expect(passwordErrors(registrationSchema, registration('1234567'))).toEqual([M.passwordTooShort]);
    expect(passwordErrors(registrationSchema, registration('JALS'))).toEqual([M.passwordTooShort]);
  });
});
