/**
 * What an X sign-in that came back with `x_error=<code>` says to the person.
 * The codes are the product server's (server/x/xRoutes.ts) and X's own
 * (OAuth 2.0, RFC 6749 §4.1.2.1); an unknown one is named as it came.
 */
export function xSignInErrorMessage(code: string): string {
  switch (code) {
    case 'access_denied':
      return 'You did not allow Polycast on X. Nothing was connected.';
    case 'other_browser':
      return 'This X sign-in was started in another browser. Start it again here.';
    case 'expired':
      return 'This X sign-in expired or was already used. Please try again.';
    case 'token_exchange_failed':
    case 'profile_unavailable':
    case 'server_error':
    case 'temporarily_unavailable':
      return 'X could not complete the sign-in. Please try again.';
    default:
      return `X sign-in failed (${code}).`;
  }
}
