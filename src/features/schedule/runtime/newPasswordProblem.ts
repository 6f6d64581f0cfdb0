/** The fewest characters a Polycast password has (the server's MIN_PASSWORD_LENGTH). */
export const MIN_PASSWORD_CHARS = 8;

/** The server's words for a short password (server/account/passwordRoutes.ts). */
export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_CHARS} characters.`;
export const PASSWORDS_DIFFER = 'The passwords do not match.';

/**
 * composer.md §5.6: what is missing before a new password can be set, or
 * undefined when nothing is: at least 8 characters (counted as the server
 * counts them, by code point), then the confirmation the same.
 */
export function newPasswordProblem(password: string, confirm: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_CHARS) return PASSWORD_TOO_SHORT;
  if (password !== confirm) return PASSWORDS_DIFFER;
  return undefined;
}
