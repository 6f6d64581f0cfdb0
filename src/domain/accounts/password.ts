/**
 * The Polycast account's password (composer.md §5.6): one rule for the
 * server that stores it and the dialog that asks for it.
 */

/** Shortest new password, in characters (NIST SP 800-63B's minimum), counted by code point. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** What the app shows, word for word, for each refusal. */
export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  differ: 'The passwords do not match.',
  alreadySet: 'A password is already set. Enter it to change it.',
  notSet: 'Set a password first.',
  wrong: 'Wrong password.',
} as const;

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
export const passwordLength = (password: string): number => [...password].length;

/**
 * What is missing before a new password can be set, or undefined when
 * nothing is: enough characters first, then the confirmation the same.
 */
export function newPasswordProblem(password: string, confirm: string): string | undefined {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password !== confirm) return PASSWORD_MESSAGES.differ;
  return undefined;
}
