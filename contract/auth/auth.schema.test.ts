import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, logoutSchema, passwordResetConfirmSchema, registrationSchema, splitCommaList } from './auth.schema';
import { AUTH_MESSAGES as M } from './messages';

/** The field messages a form would show, as { field: [messages] }. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>;
}

const validRegistration = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada.obi@example.org',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  institution: 'University of Ibadan',
};

describe('loginSchema (reading-side.md §5 Login)', () => {
  it('says which fields are required, once each', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
    expect(fieldErrors(loginSchema, { email: '   ', password: 'x' })).toEqual({ email: [M.emailRequired] });
  });

  it.each(['not-an-email', 'a@b', '@example.org', 'ada@', 'ada obi@example.org', 'ada@exa mple.org'])('rejects %j as invalid', (email) => {
    expect(fieldErrors(loginSchema, { email, password: 'x' })).toEqual({ email: [M.emailInvalid] });
  });

  it('trims and lowercases the email; any non-empty password may be tried', () => {
    expect(loginSchema.parse({ email: '  Ada.Obi@Example.ORG ', password: 'x' })).toEqual({ email: 'ada.obi@example.org', password: 'x' });
  });
});

describe('registrationSchema (acting-side.md §5 Registration)', () => {
  it('accepts a complete form and keeps the optional fields', () => {
    const parsed = registrationSchema.parse({ ...validRegistration, email: 'Ada.Obi@Example.org', department: 'Soil Science', researchInterests: 'soil, maize' });
    expect(parsed).toMatchObject({ email: 'ada.obi@example.org', department: 'Soil Science', researchInterests: 'soil, maize' });
  });

  it('gives each empty field exactly its own required message', () => {
    expect(fieldErrors(registrationSchema, {})).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      email: [M.emailRequired],
      password: [M.passwordRequired],
      confirmPassword: [M.confirmRequired],
      institution: [M.institutionRequired],
    });
    const blank = { firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '', institution: '  ' };
    expect(fieldErrors(registrationSchema, blank)).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      email: [M.emailRequired],
      password: [M.passwordRequired],
      confirmPassword: [M.confirmRequired],
      institution: [M.institutionRequired],
    });
  });

  it('reports an invalid email and a short password', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, email: 'ada@obi' })).toEqual({ email: [M.emailInvalid] });
    expect(fieldErrors(registrationSchema, { ...validRegistration, password: 'short', confirmPassword: 'short' })).toEqual({
      password: [M.passwordTooShort],
    });
    expect(fieldErrors(registrationSchema, { ...validRegistration, password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: [M.passwordTooShort],
    });
    // Eight characters are enough when they are not guessable (decision 0026; '12345678' is refused).
    expect(registrationSchema.safeParse({ ...validRegistration, password: 'k8#Fq2!z', confirmPassword: 'k8#Fq2!z' }).success).toBe(true);
  });

  it("shows 'Passwords do not match' even while other fields are still empty", () => {
    expect(fieldErrors(registrationSchema, { password: 'long-enough-1', confirmPassword: 'long-enough-2' })).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      email: [M.emailRequired],
      institution: [M.institutionRequired],
      confirmPassword: [M.passwordsDoNotMatch],
    });
    expect(fieldErrors(registrationSchema, { ...validRegistration, confirmPassword: 'something-else' })).toEqual({
      confirmPassword: [M.passwordsDoNotMatch],
    });
  });

  it('lets nobody choose a role other than AUTHOR', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, role: 'ADMIN' })).toEqual({ role: [M.roleNotSelectable] });
    expect(fieldErrors(registrationSchema, { ...validRegistration, role: 'EDITOR' })).toEqual({ role: [M.roleNotSelectable] });
    expect(registrationSchema.safeParse({ ...validRegistration, role: 'AUTHOR' }).success).toBe(true);
  });

  it('caps the length of text fields', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, firstName: 'x'.repeat(101) })).toEqual({
      firstName: ['First name must be at most 100 characters'],
    });
  });
});

describe('passwordResetConfirmSchema', () => {
  it('checks the new password like registration does', () => {
    expect(fieldErrors(passwordResetConfirmSchema, { token: 't' })).toEqual({ password: [M.passwordRequired], confirmPassword: [M.confirmRequired] });
    expect(fieldErrors(passwordResetConfirmSchema, { token: 't', password: 'short', confirmPassword: 'short' })).toEqual({
      password: [M.passwordTooShort],
    });
    expect(fieldErrors(passwordResetConfirmSchema, { token: 't', password: 'long-enough-1', confirmPassword: 'long-enough-2' })).toEqual({
      confirmPassword: [M.passwordsDoNotMatch],
    });
  });

  it('calls a missing token an invalid link', () => {
    expect(fieldErrors(passwordResetConfirmSchema, { password: 'long-enough-1', confirmPassword: 'long-enough-1' })).toEqual({
      token: [M.resetLinkInvalid],
    });
  });
});

describe('logoutSchema', () => {
  it('accepts no body at all, an empty body and everywhere=true', () => {
    expect(logoutSchema.safeParse(undefined).success).toBe(true);
    expect(logoutSchema.safeParse(null).success).toBe(true);
    expect(logoutSchema.parse({})).toEqual({});
    expect(logoutSchema.parse({ everywhere: true })).toEqual({ everywhere: true });
  });
});

describe('splitCommaList', () => {
  it('splits the comma-separated research interests and drops empty parts', () => {
    expect(splitCommaList(' Soil science, Agronomy ,, plant pathology ,')).toEqual(['Soil science', 'Agronomy', 'plant pathology']);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(undefined)).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
  });
});
