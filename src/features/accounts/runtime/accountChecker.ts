/** reading.md §7.9: the account check goes stale after 1,800,000 ms. */
export const ACCOUNT_CHECK_STALE_MS = 1_800_000;

export type AccountCheckAction = 'none' | 'openAccountModal' | 'redirectToSignup';

/**
 * The account checker (composer.md §2.2, reading.md §4.10): once loading is
 * over, someone logged in without a Polycast account is offered one: the
 * account modal when they have network accounts to link, sign-up otherwise.
 */
export function accountCheck(input: {
  loggedIn: boolean;
  loading: boolean;
  hasProductAccount: boolean;
  networkAccounts: number;
}): AccountCheckAction {
  if (!input.loggedIn || input.loading || input.hasProductAccount) return 'none';
  return input.networkAccounts > 0 ? 'openAccountModal' : 'redirectToSignup';
}
