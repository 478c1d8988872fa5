import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';
import { JOURNAL_NAME, JOURNAL_SHORT_NAME } from '../journal/identity';
import { AUTH_MESSAGES as M, tooLong } from './messages';

/**
 * What a new password must be (decision 0026), wherever one is chosen: registration, password
 * reset, `npm run admin:create`, ADMIN_PASSWORD. The demo seed alone sets DEMO_PASSWORD.
 */

export const PASSWORD_MIN = 8;
/** Upper bound keeps hashing cost bounded; far above any real passphrase. */
export const PASSWORD_MAX = 200;

/** The one password of every demo account (written in the README); nobody may choose it. */
export const DEMO_PASSWORD = 'journal-demo-2026';

/** The site's own words: a password that is little more than these is guessed first. */
const SITE_WORDS = [JOURNAL_NAME, JOURNAL_SHORT_NAME, DEMO_PASSWORD];

/**
 * zxcvbn's score: 0 and 1 fall to an online attack (under 10^6 guesses), 2 needs about 10^8. A
 * higher bar is out of reach for any 8-character password, which the spec allows.
 */
const MIN_SCORE = 2;
/** zxcvbn judges the first 64 characters: a password guessable that far is refused, whatever follows. */
const ESTIMATED_LENGTH = 64;

const lettersAndDigits = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Holds the journal's name, short name or demo password, and fewer than PASSWORD_MIN letters and digits besides. */
function leansOnSiteWords(password: string): boolean {
  const text = lettersAndDigits(password);
  let rest = text;
  for (const word of SITE_WORDS) rest = rest.replaceAll(lettersAndDigits(word), '');
  return rest !== text && rest.length < PASSWORD_MIN;
}

type Estimator = Pick<ZxcvbnCore.ZxcvbnFactory, 'check'>;
let estimator: Estimator | null | undefined;

/**
 * The dictionary estimator (@zxcvbn-ts, about 2 MB of word lists) on the server; null in the
 * browser. The packages are loaded with Node's require on first use, never imported, so no
 * bundler can put them in the browser's JavaScript; there the server's 400 carries the message.
 */
function serverEstimator(): Estimator | null {
  if (estimator !== undefined) return estimator;
  const node = globalThis.process?.versions?.node;
  if (typeof node !== 'string') return (estimator = null);
  // On Node this must succeed: a server that cannot judge passwords must not accept them.
  const load = process.getBuiltinModule('node:module').createRequire(import.meta.url);
  const { ZxcvbnFactory } = load('@zxcvbn-ts/core') as typeof ZxcvbnCore;
  const common = load('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
  const english = load('@zxcvbn-ts/language-en') as typeof ZxcvbnEnglish;
  estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // The check runs on the event loop: these bounds keep the worst case near 0.1 s instead of
    // seconds for a 200-character password (decision 0026).
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: 30,
  });
  return estimator;
}

/**
 * Too common or too easy to guess: little more than the journal's name or the demo password,
 * or (on the server) guessable in under about 10^8 tries by zxcvbn's estimate, which knows the
 * most common passwords, English words and names, keyboard walks, sequences, dates and l33t.
 */
export function isGuessablePassword(password: string): boolean {
  if (leansOnSiteWords(password)) return true;
  const judge = serverEstimator();
  return judge ? judge.check(password, SITE_WORDS).score < MIN_SCORE : false;
}

/** The rules in the order they are reported; a field shows only the first one broken. */
export const NEW_PASSWORD_RULES: [(password: string) => boolean, string][] = [
  [(v) => v.length > 0, M.passwordRequired],
  [(v) => v.length >= PASSWORD_MIN, M.passwordTooShort],
  [(v) => v.length <= PASSWORD_MAX, tooLong('Password', PASSWORD_MAX)],
  [(v) => !isGuessablePassword(v), M.passwordTooGuessable],
];
