/** Messages quoted by the spec (reading-side.md §5, §8; acting-side.md §5, §8). One place, used by forms and API. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  /** Decision 0026: common passwords, the journal's own name and the demo password are refused. */
  passwordTooGuessable: 'This password is too common or too easy to guess. Please choose a longer or less predictable one.',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  institutionRequired: 'Institution is required',
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  startupAuthFailed: 'Authentication failed. Please log in again.',
  emailTaken: 'An account with this email address already exists.',
  roleNotSelectable: 'Only author accounts can be created by registration.',
  tooManyLogins: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyRegistrations: 'Too many registrations from your network. Please wait a few minutes and try again.',
  tooManyResetRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  resetRequested: 'If an account exists for that email address, we have sent a link to reset the password. The link is valid for 1 hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  sessionRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired or was ended. Please log in again.',
  notAllowed: 'You are not allowed to do this.',
  emailConfirmed: 'Thank you: your email address is confirmed.',
  emailConfirmLinkInvalid: 'This confirmation link is invalid, was already used or has expired. Sign in and ask for a new one from your dashboard.',
  emailConfirmSent: 'We have sent a new confirmation link to your email address. It is valid for 3 days.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  tooManyConfirmRequests: 'Too many confirmation requests. Please wait a few minutes and try again.',
  emailConfirmOtherAccount:
    'This link confirms the email address of another account. Log in as that account to confirm it, or ignore the link if you did not register that account.',
  emailConfirmSignIn: 'Please log in to the account you registered to confirm its email address.',
  emailConfirmFailed: 'We could not confirm your email address. Please try again later.',
  emailConfirmNeedsAccount: 'The link works only in a browser logged in to this account.',
  emailUnconfirmed:
    'Please confirm your email address with the link we sent you. Until you do, papers submitted from other accounts that list this address as an author’s are not shown to you.',
} as const;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A wait in words, rounded up: '1 second', '45 seconds', '3 minutes', '1 hour'. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/**
 * Sign-in throttling (decision 0024). Neither says the account is locked, because it is not:
 * the wait applies to this email from this network, and the right password from elsewhere works.
 */
export const tooManyFailedSignIns = (seconds: number) =>
  `Too many failed sign-in attempts from your network. Please wait ${waitInWords(seconds)} and try again.`;
export const signInPausedForAccount = (seconds: number) =>
  `Too many failed sign-in attempts for this email address recently, some of them from your network. Please wait ${waitInWords(seconds)} and try again.`;
